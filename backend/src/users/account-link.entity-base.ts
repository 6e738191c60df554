import { Column, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * The columns of a link emailed for one account (password reset, email change): only the sha256 of its token is
 * stored; single use (usedAt), valid until expiresAt. Each table's entity extends it.
 */
export abstract class AccountLink {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  /** Hex SHA-256 of the token of the link. */
  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  /** UTC, to the millisecond. */
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  /** Set when the link was used, or when another link of the account was (a reset, a confirmed change ends them all). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

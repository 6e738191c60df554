import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** One password reset link: only the sha256 of its token is stored. Single use, valid for a short time. */
@Entity('password_reset_tokens')
export class PasswordResetToken {
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

  /** Set when the link was used, or when another link of the account was (a reset ends them all). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

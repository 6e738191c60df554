import { EMAIL_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A change of an account's email address waiting for its confirmation: the link went to the new address, and only
 * the sha256 of its token is stored. Single use, valid for EMAIL_CHANGE_TTL_HOURS.
 */
@Entity('email_changes')
export class EmailChange {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  /** The address the account will have once the link is opened (lower case). */
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  newEmail: string;

  /** Hex SHA-256 of the token of the link. */
  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  /** UTC, to the millisecond. */
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  /** Set when the link was used, or when another change of the account was confirmed. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

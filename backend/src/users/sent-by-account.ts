import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { User } from './user.entity';

/**
 * The account that sent a form (a blood request, a donation, a volunteer sign-up), not exposed: a nullable userId,
 * indexed, whose user is set to null once that account is deleted.
 */
export abstract class SentByAccount {
  /** The account that sent it; null once that account is deleted (or, for donations, when an admin recorded it). */
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  @Index()
  @Column({ type: 'int', nullable: true })
  userId: number | null;
}

import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * An eligible-again reminder sent (issue 24 point 1): one per donor per eligibility period, the key (userId,
 * eligibleOn) making it hold across restarts and instances (insert-or-skip, with the email queued in the same
 * transaction). Removed with the account.
 */
@Entity('eligibility_reminders')
export class EligibilityReminder {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** YYYY-MM-DD: the day the period ended, when the donor could give again. */
  @PrimaryColumn({ type: 'varchar', length: 'YYYY-MM-DD'.length })
  eligibleOn: string;

  @Column({ type: 'datetime', precision: 3 })
  sentAt: Date;
}

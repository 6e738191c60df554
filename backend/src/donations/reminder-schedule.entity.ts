import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * One row per donor whose 'eligibility-reminders' consent stands (issue 24 point 1): the day their current eligibility
 * period ends (dueOn, YYYY-MM-DD in SITE_TIME_ZONE), null once reminded or when nothing is due. Indexed (dueOn, userId)
 * so the eligible-again sweep reads the day's due donors by the index, whatever the number of donors.
 */
@Entity('reminder_schedule')
@Index(['dueOn', 'userId'])
export class ReminderSchedule {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'varchar', length: 'YYYY-MM-DD'.length, nullable: true })
  dueOn: string | null;
}

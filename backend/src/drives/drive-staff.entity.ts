import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

/** An account that staffs a drive's desk (role driveStaff): it sees that drive's desk, no other. */
@Entity('drive_staff')
@Index(['userId'])
export class DriveStaffMember {
  @PrimaryColumn({ type: 'int' })
  eventId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId' })
  event: Event;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user: User;
}

import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH, type DriveSessionRecord } from '@blood-donation/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An event or donation drive. Indexed for every sort of the admin list (each with id, its tie-breaker). */
@Entity('events')
@Index(['dateTime', 'id'])
@Index(['name', 'id'])
@Index(['location', 'id'])
@Index(['organizer', 'id'])
export class Event {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  name: string;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  location: string;

  /** UTC, to the millisecond. */
  @Column({ type: 'datetime', precision: 3 })
  dateTime: Date;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  organizer: string;

  /** '' when none was given (set in code, so the column has no database default). */
  @Column({ type: 'varchar', length: LONG_TEXT_MAX_LENGTH })
  description: string;

  /** A donation drive's sessions (UTC, JSON text); null for a plain event. Its slots are drive_slots rows. */
  @Column({ type: 'text', nullable: true, transformer: { to: (value: unknown) => (value ? JSON.stringify(value) : null), from: (text: string | null) => (text ? JSON.parse(text) : null) } })
  driveSessions: DriveSessionRecord[] | null;

  /** A drive's chairs summed over every slot (0 for a plain event). */
  @Column({ type: 'int', default: 0 })
  driveCapacity: number;

  /** A drive's appointments that are not cancelled, kept with each booking, cancellation and move. */
  @Column({ type: 'int', default: 0 })
  driveBooked: number;
}

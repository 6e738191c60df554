import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../events/event.entity';

/**
 * One bookable time of a drive, derived from its sessions, with its chair counter: `booked` counts the appointments
 * holding a chair in it (every one not cancelled). A booking raises it with one conditional UPDATE
 * (`booked + held < chairs`), so the database, not a read-then-write, keeps it within its chairs on both drivers.
 */
@Entity('drive_slots')
@Index(['eventId', 'start'], { unique: true })
export class DriveSlot {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'eventId' })
  event: Event;

  @Column({ type: 'int' })
  eventId: number;

  /** UTC, to the millisecond. */
  @Column({ type: 'datetime', precision: 3 })
  start: Date;

  /** UTC, to the millisecond. */
  @Column({ type: 'datetime', precision: 3 })
  end: Date;

  @Column({ type: 'int' })
  chairs: number;

  @Column({ type: 'int', default: 0 })
  booked: number;

  /** Chairs held for waiting donors while their offer is out (waitlist); taken like booked ones. */
  @Column({ type: 'int', default: 0 })
  held: number;
}

import { APPOINTMENT_STATUSES, DEFERRAL_REASONS, type AppointmentStatus, type DeferralReason } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { widthOf } from '../donor-forms/donor-columns';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

/**
 * A donor's booked time at a drive. Kept when cancelled (the donor's list shows it). Indexed for the chairs a slot
 * holds (slotId, status), a drive's counts (eventId, status) and the donor's own list (userId, start); `openFor` is the donor's id while the
 * appointment is open (booked or checked in) and null otherwise, so its unique key lets a donor hold one open
 * appointment at a time, whatever races.
 */
@Entity('appointments')
@Index(['slotId', 'status'])
@Index(['eventId', 'status'])
@Index(['userId', 'start'])
@Index(['status', 'remindedAt', 'start'])
export class Appointment {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'eventId' })
  event: Event;

  @Column({ type: 'int' })
  eventId: number;

  /** The donor; null once their account is deleted (the row stays, anonymous, for the drive's counts). */
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user: User | null;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** The drive_slots row whose chair it holds while not cancelled (no foreign key: a removed slot's rows are cancelled). */
  @Column({ type: 'int' })
  slotId: number;

  /** UTC, to the millisecond: the slot's start and end. */
  @Column({ type: 'datetime', precision: 3 })
  start: Date;

  @Column({ type: 'datetime', precision: 3 })
  end: Date;

  @Column({ type: 'varchar', length: widthOf(APPOINTMENT_STATUSES) })
  status: AppointmentStatus;

  @Column({ type: 'int', nullable: true, unique: true })
  openFor: number | null;

  /** When its reminder was queued (or, for a booking made inside REMINDER_HOURS, when it was booked); null until then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  remindedAt: Date | null;

  /**
   * The version of its change-or-cancel link: a link names the version it was made for, and using it (or any change
   * that sends a new link, or cancelling) moves the version on by a conditional UPDATE, so each link works once.
   */
  @Column({ type: 'int', default: 0 })
  linkVersion: number;

  /** The donation 'Donated' recorded at the desk (no foreign key: the donation list is the admin's to edit). */
  @Column({ type: 'int', nullable: true })
  donationId: number | null;

  /** Units given at the chair ('Donated'). */
  @Column({ type: 'int', nullable: true })
  units: number | null;

  /** Measured at the chair, the donor's own: haemoglobin g/dL, pulse per minute, blood pressure 'sys/dia' mmHg. */
  @Column({ type: 'double', nullable: true })
  haemoglobin: number | null;

  @Column({ type: 'int', nullable: true })
  pulse: number | null;

  @Column({ type: 'varchar', length: '260/160'.length, nullable: true })
  bloodPressure: string | null;

  /** A deferral at the chair: one of DEFERRAL_REASONS, and the first day (YYYY-MM-DD) the donor may give again. */
  @Column({ type: 'varchar', length: widthOf(DEFERRAL_REASONS), nullable: true })
  deferralReason: DeferralReason | null;

  @Column({ type: 'varchar', length: 'YYYY-MM-DD'.length, nullable: true })
  deferredUntil: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}

import { JOURNEY_REASONS, JOURNEY_STATUSES, type JourneyReason, type JourneyStatus } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { Donation } from '../donations/donation.entity';
import { widthOf } from '../donor-forms/donor-columns';
import { Hospital } from './hospital.entity';

/**
 * What became of a donation's units, one row per donation (recording it again replaces it: a correction). It holds a
 * status, a hospital of the organisation's list, a day and a reason from a fixed list: no text anyone types, so
 * nothing about a patient can be stored. It goes with its donation (ON DELETE CASCADE), and with the donor's account
 * (AccountErasureRepository).
 */
@Entity('donation_journeys')
export class DonationJourney {
  @PrimaryColumn({ type: 'int' })
  donationId: number;

  @OneToOne(() => Donation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'donationId' })
  donation: Donation;

  /** One of JOURNEY_STATUSES. */
  @Column({ type: 'varchar', length: widthOf(JOURNEY_STATUSES) })
  status: JourneyStatus;

  /** The hospital it was issued to; null unless issued. Hospitals are never deleted while a journey names them. */
  @Index()
  @Column({ type: 'int', nullable: true })
  hospitalId: number | null;

  @ManyToOne(() => Hospital, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'hospitalId' })
  hospital: Hospital | null;

  /** YYYY-MM-DD in SITE_TIME_ZONE. */
  @Column({ type: 'varchar', length: 'YYYY-MM-DD'.length })
  date: string;

  /** One of JOURNEY_REASONS; null when issued. */
  @Column({ type: 'varchar', length: widthOf(JOURNEY_REASONS), nullable: true })
  reason: JourneyReason | null;

  /** When it was last recorded (UTC, to the millisecond, set in code). */
  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}

/**
 * A notice the donor was sent about a donation's journey: one per donation and status, so a correction to the same
 * status (another hospital, another day) does not email again, while a change of status (research, then issued) does.
 */
@Entity('donation_journey_notices')
export class DonationJourneyNotice {
  @PrimaryColumn({ type: 'int' })
  donationId: number;

  @PrimaryColumn({ type: 'varchar', length: widthOf(JOURNEY_STATUSES) })
  status: JourneyStatus;

  @ManyToOne(() => Donation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'donationId' })
  donation: Donation;

  @Column({ type: 'datetime', precision: 3 })
  sentAt: Date;
}

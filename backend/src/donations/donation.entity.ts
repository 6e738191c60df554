import { DEFAULT_DONATION_TYPE, DONATION_TYPES, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH, type DonationType } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { DonorColumns, widthOf } from '../donor-forms/donor-columns';
import { Event } from '../events/event.entity';

/**
 * A donation: recorded by the donor (userId), or by an admin for a walk-in donor (no account).
 * Indexed for every sort of the admin list (each with id, its tie-breaker) and its blood group filter.
 */
@Entity('donations')
@Index(['date', 'id'])
@Index(['bloodGroup', 'date', 'id'])
@Index(['bloodGroup', 'id'])
@Index(['name', 'id'])
@Index(['age', 'id'])
@Index(['city', 'id'])
@Index(['units', 'id'])
// Teams: a member's donations of a year, from the day they joined (the team page and the leaderboard).
@Index(['userId', 'date'])
export class Donation extends DonorColumns {
  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  city: string;

  @Column({ type: 'varchar', length: LONG_TEXT_MAX_LENGTH })
  address: string;

  /** YYYY-MM-DD as text: a calendar day, with no time zone to shift it on either driver. */
  @Column({ type: 'varchar', length: 'YYYY-MM-DD'.length })
  date: string;

  /** One of the domain DONATION_TYPES; rows from before donation types were whole blood. */
  @Column({ type: 'varchar', length: widthOf(DONATION_TYPES), default: DEFAULT_DONATION_TYPE })
  donationType: DonationType;

  /** The event it was made at; null when none, or once that event is deleted. */
  @ManyToOne(() => Event, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'eventId' })
  event: Event | null;
}

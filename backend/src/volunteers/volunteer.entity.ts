import { EMAIL_MAX_LENGTH, FORM_GENDERS, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { widthOf } from '../donor-forms/donor-columns';
import { Event } from '../events/event.entity';
import { SentByAccount } from '../users/sent-by-account';

/**
 * A volunteer sign-up, sent by a logged-in account (SentByAccount: userId, not exposed).
 * Indexed for every sort of the admin list (each with id, its tie-breaker) and its event filter.
 */
@Entity('volunteers')
@Index(['createdAt', 'id'])
@Index(['firstName', 'id'])
@Index(['lastName', 'id'])
@Index(['event', 'createdAt', 'id'])
export class Volunteer extends SentByAccount {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  firstName: string;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  lastName: string;

  /** YYYY-MM-DD as text, like donation dates. */
  @Column({ type: 'varchar', length: 'YYYY-MM-DD'.length })
  dob: string;

  @Column({ type: 'varchar', length: widthOf(FORM_GENDERS) })
  gender: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  email: string;

  @Column({ type: 'varchar', length: LONG_TEXT_MAX_LENGTH })
  address: string;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  city: string;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  state: string;

  /** ZIP_CODE_PATTERN allows at most 10 characters. */
  @Column({ type: 'varchar', length: 10 })
  zipCode: string;

  @Column({ type: 'varchar', length: LONG_TEXT_MAX_LENGTH })
  message: string;

  /** The event the volunteer signed up for; null when none, or once that event is deleted. */
  @ManyToOne(() => Event, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'eventId' })
  event: Event | null;

  /** UTC, to the millisecond (set in code). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

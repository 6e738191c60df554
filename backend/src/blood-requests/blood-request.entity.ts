import { BLOOD_REQUEST_STATUSES, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH, type BloodRequestStatus } from '@blood-donation/domain';
import { Column, Entity, Index } from 'typeorm';
import { DonorColumns, widthOf } from '../donor-forms/donor-columns';
import { STATUS_NOTE_MAX_LENGTH } from './blood-requests.messages';

/**
 * A request for blood, sent by a logged-in account (userId) and decided by an admin.
 * Indexed for every sort of the admin list (each with id, its tie-breaker) and its status filter.
 */
@Entity('blood_requests')
@Index(['createdAt', 'id'])
@Index(['updatedAt', 'id'])
@Index(['status', 'createdAt', 'id'])
@Index(['status', 'id'])
@Index(['name', 'id'])
@Index(['bloodGroup', 'id'])
@Index(['units', 'id'])
@Index(['city', 'id'])
@Index(['urgent', 'id'])
@Index(['neededBy', 'id'])
@Index(['status', 'city'])
export class BloodRequest extends DonorColumns {
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  email: string;

  /** '' when none was given (set in code, so the column has no database default). */
  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  disease: string;

  /** One of the domain BLOOD_REQUEST_STATUSES; always 'Pending' when created. */
  @Column({ type: 'varchar', length: widthOf(BLOOD_REQUEST_STATUSES) })
  status: BloodRequestStatus;

  /** The note of the admin who approved or rejected it last; null until then or when none was given. */
  @Column({ type: 'varchar', length: STATUS_NOTE_MAX_LENGTH, nullable: true })
  message: string | null;

  /** Where the blood is needed; null for requests made without (before cities, or by the spec's original form). */
  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH, nullable: true })
  hospital: string | null;

  /** YYYY-MM-DD, as donation dates are kept. */
  @Column({ type: 'varchar', length: 'YYYY-MM-DD'.length, nullable: true })
  neededBy: string | null;

  /** Set (false or true) whenever city is. */
  @Column({ type: 'boolean', nullable: true })
  urgent: boolean | null;
}

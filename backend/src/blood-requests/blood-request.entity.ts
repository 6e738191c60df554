import { BLOOD_REQUEST_STATUSES, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH, type BloodRequestStatus } from '@blood-donation/domain';
import { Column, Entity } from 'typeorm';
import { DonorColumns, widthOf } from '../donor-forms/donor-columns';
import { STATUS_NOTE_MAX_LENGTH } from './blood-requests.messages';

/** A request for blood, sent by a logged-in account (userId) and decided by an admin. */
@Entity('blood_requests')
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
}

import type { BloodRequestRecord } from '@blood-donation/domain';
import { DonorColumns } from './donor-columns';

type DonorRecordFields = Pick<BloodRequestRecord, 'id' | 'name' | 'bloodGroup' | 'units' | 'mobile' | 'gender' | 'age' | 'createdAt' | 'updatedAt'>;

/** The fields a blood request and a donation read back alike, dates as ISO 8601 text. */
export function donorRecordFieldsOf(row: DonorColumns): DonorRecordFields {
  const { id, name, bloodGroup, units, mobile, gender, age, createdAt, updatedAt } = row;
  return { id, name, bloodGroup, units, mobile, gender, age, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

import { bloodRequestRecordSchema, type BloodRequestRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { donorRecordFieldsOf } from '../../donor-forms/donor-record';
import { BloodRequest } from '../blood-request.entity';

/** A blood request as every endpoint returns it (never the account it belongs to). */
export class BloodRequestRecordDto extends createZodDto(bloodRequestRecordSchema) {
  static from(request: BloodRequest): BloodRequestRecord {
    const { email, disease, status, message, city, hospital, neededBy, urgent } = request;
    const record = { ...donorRecordFieldsOf(request), email, disease, status, message };
    // Where and how soon only for requests that name a city: one made without reads back as the spec lists it.
    return city === null ? record : { ...record, city, hospital, neededBy, urgent: Boolean(urgent) };
  }
}

import { bloodRequestRecordSchema, type BloodRequestRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { donorRecordFieldsOf } from '../../donor-forms/donor-record';
import { BloodRequest } from '../blood-request.entity';

/** A blood request as every endpoint returns it (never the account it belongs to). */
export class BloodRequestRecordDto extends createZodDto(bloodRequestRecordSchema) {
  static from(request: BloodRequest): BloodRequestRecord {
    const { email, disease, status, message } = request;
    return { ...donorRecordFieldsOf(request), email, disease, status, message };
  }
}

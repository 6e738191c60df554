import { BLOOD_REQUEST_STATUSES, type BloodRequestRecord, type BloodRequestStatus } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { DonorRecordDto } from '../../donor-forms/donor-record.dto';
import { BloodRequest } from '../blood-request.entity';

/** A blood request as every endpoint returns it (never the account it belongs to). */
export class BloodRequestRecordDto extends DonorRecordDto implements BloodRequestRecord {
  @ApiProperty({ example: 'ravi@example.com' })
  email: string;

  @ApiProperty({ example: 'Anaemia', description: "'' when none was given." })
  disease: string;

  @ApiProperty({ enum: BLOOD_REQUEST_STATUSES, enumName: 'BloodRequestStatus', example: 'Pending' })
  status: BloodRequestStatus;

  @ApiProperty({ type: 'string', nullable: true, example: null, description: 'The note of the last approve or reject, if any.' })
  message: string | null;

  static from(request: BloodRequest): BloodRequestRecordDto {
    const { email, disease, status, message } = request;
    return { ...DonorRecordDto.fieldsOf(request), email, disease, status, message };
  }
}

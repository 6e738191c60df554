import { BLOOD_GROUPS, FORM_GENDERS, type BloodGroup, type FormGender } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { DonorColumns } from './donor-columns';

/** The fields a blood request and a donation read back alike. */
export class DonorRecordDto {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ example: 'Ravi Kumar' })
  name: string;

  @ApiProperty({ enum: BLOOD_GROUPS, enumName: 'BloodGroup', example: 'B+' })
  bloodGroup: BloodGroup;

  @ApiProperty({ type: 'integer', example: 2 })
  units: number;

  @ApiProperty({ example: '+91 9876543210' })
  mobile: string;

  @ApiProperty({ enum: FORM_GENDERS, enumName: 'FormGender', example: 'Male' })
  gender: FormGender;

  @ApiProperty({ type: 'integer', example: 40 })
  age: number;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  updatedAt: string;

  static fieldsOf(row: DonorColumns): DonorRecordDto {
    const { id, name, bloodGroup, units, mobile, gender, age, createdAt, updatedAt } = row;
    return { id, name, bloodGroup, units, mobile, gender, age, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
  }
}

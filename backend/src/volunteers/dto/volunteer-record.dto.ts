import type { VolunteerRecord } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { EventRecordDto } from '../../events/dto/event-record.dto';
import { Volunteer } from '../volunteer.entity';

/** A volunteer sign-up as every endpoint returns it (never the account it belongs to). */
export class VolunteerRecordDto implements VolunteerRecord {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ example: 'Asha' })
  firstName: string;

  @ApiProperty({ example: 'Patil' })
  lastName: string;

  @ApiProperty({ type: 'string', format: 'date', example: '1995-04-12' })
  dob: string;

  @ApiProperty({ example: 'Female' })
  gender: string;

  @ApiProperty({ example: '9876543210' })
  phone: string;

  @ApiProperty({ example: 'asha@example.com' })
  email: string;

  @ApiProperty({ example: '1 Main Road, Shivajinagar' })
  address: string;

  @ApiProperty({ example: 'Pune' })
  city: string;

  @ApiProperty({ example: 'Maharashtra' })
  state: string;

  @ApiProperty({ example: '411005' })
  zipCode: string;

  @ApiProperty({ example: 'I can help at the registration desk.' })
  message: string;

  @ApiProperty({ type: () => EventRecordDto, nullable: true, description: 'null when none, or once the event is deleted.' })
  event: EventRecordDto | null;

  @ApiProperty({ type: 'string', format: 'date-time', example: '2026-11-01T09:30:00.000Z' })
  createdAt: string;

  static from(volunteer: Volunteer): VolunteerRecordDto {
    const { id, firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message, event, createdAt } = volunteer;
    return {
      id, firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message,
      event: event ? EventRecordDto.from(event) : null,
      createdAt: createdAt.toISOString(),
    };
  }
}

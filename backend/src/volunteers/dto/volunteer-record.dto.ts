import { volunteerRecordSchema, type VolunteerRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { EventRecordDto } from '../../events/dto/event-record.dto';
import { Volunteer } from '../volunteer.entity';

/** A volunteer sign-up as every endpoint returns it (never the account it belongs to). */
export class VolunteerRecordDto extends createZodDto(volunteerRecordSchema) {
  static from(volunteer: Volunteer): VolunteerRecord {
    const { id, firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message, event, createdAt } = volunteer;
    return {
      id, firstName, lastName, dob, gender, phone, email, address, city, state, zipCode, message,
      event: event ? EventRecordDto.from(event) : null,
      createdAt: createdAt.toISOString(),
    };
  }
}

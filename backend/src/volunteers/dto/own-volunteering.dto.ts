import { ownVolunteeringSchema, type OwnVolunteering } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { EventRecordDto } from '../../events/dto/event-record.dto';
import { Volunteer } from '../volunteer.entity';

/** One of the caller's own volunteer sign-ups: the event it is for and when it was sent. */
export class OwnVolunteeringDto extends createZodDto(ownVolunteeringSchema) {
  static from({ id, event, createdAt }: Volunteer): OwnVolunteering {
    return { id, event: event ? EventRecordDto.from(event) : null, createdAt: createdAt.toISOString() };
  }
}

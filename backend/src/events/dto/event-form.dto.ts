import { eventCreationSchema, eventUpdateSchema } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';

/** Create Event: description optional ('' when left out). */
export class CreateEventDto extends createZodDto(eventCreationSchema) {}

/** Edit Event: all five fields required. */
export class UpdateEventDto extends createZodDto(eventUpdateSchema) {}

import { eventRecordSchema, type EventRecord } from '@blood-donation/domain';
import { createZodDto } from 'nestjs-zod';
import { Event } from '../event.entity';

/** An event as every endpoint returns it (also inside donations and volunteer sign-ups). */
export class EventRecordDto extends createZodDto(eventRecordSchema) {
  static from(event: Event): EventRecord {
    const { id, name, location, dateTime, organizer, description, driveSessions, driveBooked, driveCapacity } = event;
    const drive = driveSessions ? { sessions: driveSessions, booked: driveBooked, capacity: driveCapacity } : null;
    return { id, name, location, dateTime: dateTime.toISOString(), organizer, description, drive };
  }
}

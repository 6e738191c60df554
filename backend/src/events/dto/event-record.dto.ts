import type { EventRecord } from '@blood-donation/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Event } from '../event.entity';

/** An event as every endpoint returns it. */
export class EventRecordDto implements EventRecord {
  @ApiProperty({ type: 'integer', example: 1 })
  id: number;

  @ApiProperty({ example: 'City Blood Drive' })
  name: string;

  @ApiProperty({ example: 'Town Hall, Pune' })
  location: string;

  @ApiProperty({ type: 'string', format: 'date-time', example: '2026-11-01T09:30:00.000Z', description: 'UTC.' })
  dateTime: string;

  @ApiProperty({ example: 'Red Cross Pune' })
  organizer: string;

  @ApiProperty({ example: 'Walk in between 9:30 and 16:00.', description: "'' when none was given." })
  description: string;

  static from(event: Event): EventRecordDto {
    const { id, name, location, dateTime, organizer, description } = event;
    return { id, name, location, dateTime: dateTime.toISOString(), organizer, description };
  }
}

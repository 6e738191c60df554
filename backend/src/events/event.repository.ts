import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { Event } from './event.entity';

/** The fields of an event an admin sets. */
export type EventFields = Pick<Event, 'name' | 'location' | 'dateTime' | 'organizer' | 'description'>;

/** The events table. */
@Injectable()
export class EventRepository {
  constructor(private readonly database: Database) {}

  findById(id: number): Promise<Event | null> {
    return this.database.manager.findOneBy(Event, { id });
  }

  /** Stores a new event; returns it with its id. */
  async insert(fields: EventFields): Promise<Event> {
    const event = this.database.manager.create(Event, fields);
    await this.database.manager.insert(Event, event);
    return event;
  }

  /** Replaces the fields (the database's triggers renew its search words); null when there is no such event. */
  async update(id: number, fields: EventFields): Promise<Event | null> {
    const { manager } = this.database;
    const { affected } = await manager.update(Event, { id }, fields);
    if (!affected) return null;
    return manager.findOneByOrFail(Event, { id });
  }

  /** False when there was no such event. */
  async delete(id: number): Promise<boolean> {
    const { affected } = await this.database.manager.delete(Event, { id });
    return Boolean(affected);
  }
}

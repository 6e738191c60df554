import { Injectable } from '@nestjs/common';
import type { DeepPartial } from 'typeorm';
import { Database } from '../database/database.service';
import { Volunteer } from './volunteer.entity';

/** The volunteers table: one row per sign-up. */
@Injectable()
export class VolunteerRepository {
  constructor(private readonly database: Database) {}

  /** Stores a new sign-up; returns it with its id. */
  async insert(fields: DeepPartial<Volunteer>): Promise<Volunteer> {
    const volunteer = this.database.manager.create(Volunteer, fields);
    await this.database.manager.insert(Volunteer, volunteer);
    return volunteer;
  }

  /** The account's sign-ups, newest first, each with its event. */
  ownedBy(userId: number): Promise<Volunteer[]> {
    return this.database.manager.find(Volunteer, { where: { userId }, relations: { event: true }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Deletes the sign-up (only the account's own when `userId` is given); false when there was none such. */
  async delete(id: number, userId?: number): Promise<boolean> {
    const { affected } = await this.database.manager.delete(Volunteer, userId === undefined ? { id } : { id, userId });
    return Boolean(affected);
  }
}

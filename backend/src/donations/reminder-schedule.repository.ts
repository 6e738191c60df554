import { Injectable } from '@nestjs/common';
import { IsNull, LessThanOrEqual, Not } from 'typeorm';
import { Database } from '../database/database.service';
import { lockForUpdate } from '../database/dialect';
import { ReminderSchedule } from './reminder-schedule.entity';

/** The reminder_schedule table: when each opted-in donor's eligibility period ends. */
@Injectable()
export class ReminderScheduleRepository {
  constructor(private readonly database: Database) {}

  /** Sets the account's row (inserting it when missing). */
  async set(userId: number, dueOn: string | null): Promise<void> {
    const manager = this.database.manager;
    const updated = await manager.update(ReminderSchedule, { userId }, { dueOn });
    if (!updated.affected) await manager.createQueryBuilder().insert().into(ReminderSchedule).values({ userId, dueOn }).orIgnore().execute();
    if (!updated.affected) await manager.update(ReminderSchedule, { userId }, { dueOn });
  }

  async remove(userId: number): Promise<void> {
    await this.database.manager.delete(ReminderSchedule, { userId });
  }

  /** The account's due day (null: no row, or nothing due). */
  async dueOnOf(userId: number): Promise<string | null> {
    return (await this.database.manager.findOneBy(ReminderSchedule, { userId }))?.dueOn ?? null;
  }

  /** Whether the account has a row (its consent stood when last looked at). */
  async has(userId: number): Promise<boolean> {
    return this.database.manager.exists(ReminderSchedule, { where: { userId } });
  }

  /** Up to `limit` rows due on or before `today`, by the (dueOn, userId) index. */
  async due(today: string, limit: number): Promise<{ userId: number; dueOn: string }[]> {
    const query = this.database.manager
      .createQueryBuilder(ReminderSchedule, 'schedule')
      .select('schedule.userId', 'userId')
      .addSelect('schedule.dueOn', 'dueOn')
      .where({ dueOn: LessThanOrEqual(today) })
      .orderBy('schedule.dueOn', 'ASC')
      .addOrderBy('schedule.userId', 'ASC')
      .limit(limit);
    const rows = await lockForUpdate(query, { skipLocked: true }).getRawMany<{ userId: number | string; dueOn: string }>();
    return rows.map(({ userId, dueOn }) => ({ userId: Number(userId), dueOn }));
  }

  /** Clears the row's due day if it still is `dueOn`; answers whether this call did (another instance may have first). */
  async claim(userId: number, dueOn: string): Promise<boolean> {
    const { affected } = await this.database.manager.update(ReminderSchedule, { userId, dueOn }, { dueOn: null });
    return (affected ?? 0) > 0;
  }

  /** How many rows wait for a day (for the benchmark and tests). */
  countWaiting(): Promise<number> {
    return this.database.manager.count(ReminderSchedule, { where: { dueOn: Not(IsNull()) } });
  }
}

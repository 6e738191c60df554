import type { PushPurpose } from '@blood-donation/domain';
import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { PushMessage, type PushPayload } from './push-message.entity';
import { traceParentNow } from '../tracing/spans';

/** The pushes PushService queues (the worker claims and settles them through the leased-job repository). */
@Injectable()
export class PushMessagesRepository {
  constructor(private readonly database: Database) {}

  /** Queues `payload` to each of the devices, due now, in the caller's transaction; answers how many. */
  async queue(subscriptionIds: number[], purpose: PushPurpose, payload: PushPayload): Promise<number> {
    if (subscriptionIds.length === 0) return 0;
    const now = new Date();
    const rows = subscriptionIds.map((subscriptionId) => ({ subscriptionId, purpose, payload, status: 'queued' as const, attempts: 0, nextAttemptAt: now, claimedUntil: null, lastError: null, createdAt: now, traceParent: traceParentNow() }));
    await this.database.manager.insert(PushMessage, rows);
    return rows.length;
  }

  /** Deletes a push that is settled (sent or given up): its text is kept no longer than needed. */
  async delete(id: number): Promise<void> {
    await this.database.manager.delete(PushMessage, { id });
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { sendNotification, WebPushError } from 'web-push';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { describeError } from '../errors/describe-error';
import { type LeasedJobOptions, LeasedJobWorker, RETRY_WITH_BACKOFF } from '../jobs/leased-job-worker';
import { LeasedJobRepository } from '../jobs/leased-jobs.repository';
import { MESSAGE_ERROR_MAX_LENGTH } from '../jobs/leased-message';
import { PushMessage } from './push-message.entity';
import { PushConsents } from './push-consents';
import { PushMessagesRepository } from './push-messages.repository';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** Looks every 5 s; retries as every leased job does (eight attempts over about three hours). */
export const DEFAULT_PUSH_OPTIONS: Readonly<LeasedJobOptions> = { pollIntervalMs: 5_000, leaseMs: 5 * 60_000, batchSize: 10, ...RETRY_WITH_BACKOFF };

/** How long a push service keeps a push for a device that is offline (its TTL header), and the longest a send waits. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 30_000;

/** The answers by which a push service says the device's subscription is gone for good. */
const GONE = new Set([404, 410]);

/** A failed send's reason for its row and the log: the push service's status, or the network error; never the endpoint. */
class PushFailed extends Error {}

/**
 * Delivers push_messages as a leased-job worker (as the outbox delivers emails): each push is encrypted for its
 * device (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292) by the web-push library. Accepted: the
 * row is deleted. 404 or 410: the device is gone, so its subscription is deleted (with its queued pushes). Anything
 * else: tried again with backoff, and given up (deleted) after maxAttempts. A push whose consent was withdrawn
 * since it was queued is deleted unsent. Logs name push ids and status codes only.
 */
@Injectable()
export class PushWorker extends LeasedJobWorker<PushMessage> {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    database: Database,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly messages: PushMessagesRepository,
    private readonly consents: PushConsents,
  ) {
    const jobs = new LeasedJobRepository(database, {
      entity: PushMessage,
      dueColumn: 'nextAttemptAt',
      waiting: { status: 'queued' },
      claimed: { status: 'sending' },
      givenUp: { status: 'failed' },
      failed: (lastError) => ({ lastError: lastError.slice(0, MESSAGE_ERROR_MAX_LENGTH) }),
    });
    super(database, jobs, DEFAULT_PUSH_OPTIONS, new Logger('Push'), 'Push', 'sent');
  }

  protected async perform(message: PushMessage): Promise<{ status: 'sent' } | null> {
    const device = await this.subscriptions.find(message.subscriptionId);
    if (!device) return null; // removed meanwhile: its pushes went with it
    // The consent was withdrawn since it was queued: it goes unsent.
    if (!(await this.consents.stands(device.userId, message.purpose))) {
      await this.database.transaction(() => this.messages.delete(message.id));
      return null;
    }
    const { publicKey, privateKey, subject } = this.settings.push;
    try {
      await sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(message.payload), {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: message.purpose === 'asks' ? 'high' : 'normal',
        timeout: SEND_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof WebPushError && GONE.has(error.statusCode)) {
        await this.database.transaction(() => this.subscriptions.delete(device.id));
        this.logger.log(`Push ${message.id}: the push service answered ${error.statusCode}; device ${device.id} removed`);
        return null;
      }
      throw new PushFailed(error instanceof WebPushError ? `the push service answered ${error.statusCode}` : `not reached: ${describeError(error)}`);
    }
    return { status: 'sent' };
  }

  protected override reasonOf(error: unknown): string {
    return error instanceof PushFailed ? error.message : describeError(error);
  }

  /** A push sent or given up is deleted in the transaction that records it: its words are kept no longer than needed. */
  protected override async settled(message: PushMessage): Promise<void> {
    await this.messages.delete(message.id);
  }
}

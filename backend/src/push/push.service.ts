import { PUSH_MESSAGES, type PushDevice, type PushPurpose, type PushSubscriptionBody } from '@blood-donation/domain';
import { Injectable, NotFoundException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Settings } from '../config/settings';
import { InjectSettings } from '../config/settings.provider';
import { Database } from '../database/database.service';
import { deviceLabel } from '../common/device-label';
import { PushConsents } from './push-consents';
import type { PushPayload } from './push-message.entity';
import { PushMessagesRepository } from './push-messages.repository';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushWorker } from './push-worker';

/** The most devices an account keeps: turning on one more forgets the one turned on longest ago. */
export const MAX_PUSH_DEVICES = 20;

const endpointHash = (endpoint: string): string => createHash('sha256').update(endpoint).digest('hex');

/**
 * Web Push, an extra to email: the devices a donor turned notifications on, and notify(), which queues a push to each
 * of them when the donor stands by the consent of its purpose. Pushes are rows delivered by the PushWorker, so none
 * is lost to a restart or a push service briefly away.
 */
@Injectable()
export class PushService {
  constructor(
    @InjectSettings() private readonly settings: Settings,
    private readonly database: Database,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly messages: PushMessagesRepository,
    private readonly worker: PushWorker,
    private readonly consents: PushConsents,
  ) {}

  publicKey(): { publicKey: string } {
    return { publicKey: this.settings.push.publicKey };
  }

  /** Stores the caller's device (the same endpoint again renews its row, and it becomes the caller's), keeping MAX_PUSH_DEVICES at most; answers its id. */
  subscribe(userId: number, body: PushSubscriptionBody, userAgent: string | undefined): Promise<{ id: number }> {
    const { endpoint, keys } = body;
    const row = { userId, endpoint, endpointHash: endpointHash(endpoint), p256dh: keys.p256dh, auth: keys.auth, device: deviceLabel(userAgent) };
    return this.database.transaction(async () => {
      const id = await this.subscriptions.upsert(row, new Date());
      await this.subscriptions.keepNewest(userId, MAX_PUSH_DEVICES);
      return { id };
    });
  }

  /** The caller's devices: never their endpoints or keys. */
  async devicesOf(userId: number): Promise<PushDevice[]> {
    const rows = await this.subscriptions.listOf(userId);
    return rows.map(({ id, createdAt, device, endpoint }) => ({ id, createdAt: createdAt.toISOString(), device, service: new URL(endpoint).host }));
  }

  /** Turns notifications off on one of the caller's devices; another's (or none) is 404. */
  async unsubscribe(userId: number, id: number): Promise<void> {
    if (!(await this.subscriptions.deleteOwn(userId, id))) throw new NotFoundException(PUSH_MESSAGES.subscriptionNotFound);
  }

  /**
   * In the caller's transaction: queues `payload` to each of the donor's devices, only while they stand by the
   * consent its email follows (PUSH_CONSENTS; asked again when it is sent); answers how many. The caller calls wake() once that has committed.
   * The payload says no more than the email does.
   */
  async notify(userId: number, purpose: PushPurpose, payload: PushPayload): Promise<number> {
    if (!(await this.consents.stands(userId, purpose))) return 0;
    const devices = await this.subscriptions.listOf(userId);
    return this.messages.queue(
      devices.map(({ id }) => id),
      purpose,
      payload,
    );
  }

  /** After a commit that queued pushes: the worker looks for them now. */
  wake(): void {
    this.worker.wake();
  }
}

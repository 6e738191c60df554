import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { User } from '../users/user.entity';
import { PushSubscription } from './push-subscription.entity';

export type NewPushSubscription = Pick<PushSubscription, 'userId' | 'endpoint' | 'endpointHash' | 'p256dh' | 'auth' | 'device'>;

/** The devices' rows, and whether an account is available to be asked. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(private readonly database: Database) {}

  /**
   * Stores the device, or renews the row of its endpoint (keys, account, label, time); answers its id. Runs in the
   * caller's transaction, which locks the endpoint's row, so two posts of one endpoint leave one row.
   */
  async upsert(subscription: NewPushSubscription, now: Date): Promise<number> {
    const manager = this.database.manager;
    const existing = await manager.findOne(PushSubscription, { where: { endpointHash: subscription.endpointHash }, lock: { mode: 'pessimistic_write' } });
    if (existing) {
      await manager.update(PushSubscription, { id: existing.id }, { ...subscription, createdAt: now });
      return existing.id;
    }
    const { identifiers } = await manager.insert(PushSubscription, { ...subscription, createdAt: now });
    return identifiers[0].id as number;
  }

  /** The account's devices, oldest first. */
  listOf(userId: number): Promise<PushSubscription[]> {
    return this.database.manager.find(PushSubscription, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  find(id: number): Promise<PushSubscription | null> {
    return this.database.manager.findOneBy(PushSubscription, { id });
  }

  /** Removes the device of that account (its queued pushes go with it); false when it is not theirs or not there. */
  async deleteOwn(userId: number, id: number): Promise<boolean> {
    const { affected } = await this.database.manager.delete(PushSubscription, { id, userId });
    return (affected ?? 0) > 0;
  }

  /** Removes the device whatever its account (the push service said it is gone). */
  async delete(id: number): Promise<void> {
    await this.database.manager.delete(PushSubscription, { id });
  }

  /** Whether the account is available to be asked: the matching consent, as the donor's consents page tells it. */
  async isAvailable(userId: number): Promise<boolean> {
    return this.database.manager.exists(User, { where: { id: userId, available: true } });
  }
}

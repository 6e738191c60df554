import { Injectable } from '@nestjs/common';
import { Database } from '../database/database.service';
import { forUpdate, isDuplicateKey } from '../database/dialect';
import { User } from '../users/user.entity';
import { PushSubscription } from './push-subscription.entity';

export type NewPushSubscription = Pick<PushSubscription, 'userId' | 'endpoint' | 'endpointHash' | 'p256dh' | 'auth' | 'device'>;

/** The devices' rows, and whether an account is available to be asked. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(private readonly database: Database) {}

  /**
   * Stores the device, or renews the row of its endpoint (keys, account, label, time); answers its id. Runs in the
   * caller's transaction, locking the endpoint's row; two first posts of one endpoint at once leave one row (the
   * second's insert breaks the unique index and renews the first's row instead).
   */
  async upsert(subscription: NewPushSubscription, now: Date): Promise<number> {
    const manager = this.database.manager;
    const renew = async (): Promise<number | null> => {
      const existing = await manager.findOne(PushSubscription, { select: { id: true }, where: { endpointHash: subscription.endpointHash }, ...forUpdate(manager) });
      if (existing) await manager.update(PushSubscription, { id: existing.id }, { ...subscription, createdAt: now });
      return existing?.id ?? null;
    };
    const renewed = await renew();
    if (renewed !== null) return renewed;
    try {
      const { identifiers } = await manager.insert(PushSubscription, { ...subscription, createdAt: now });
      return identifiers[0].id as number;
    } catch (error) {
      const id = isDuplicateKey(error) ? await renew() : null;
      if (id === null) throw error;
      return id;
    }
  }

  /** Deletes the account's devices but the `keep` most recently turned on (with what waited for them). */
  async keepNewest(userId: number, keep: number): Promise<void> {
    // At most keep + 1 rows: this runs each time one is added.
    const rows = await this.database.manager.find(PushSubscription, { select: { id: true }, where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const older = rows.slice(keep);
    if (older.length > 0) await this.database.manager.delete(PushSubscription, older.map(({ id }) => id));
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

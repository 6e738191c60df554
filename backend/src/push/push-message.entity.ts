import type { PushPurpose } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PushSubscription } from './push-subscription.entity';

/** Where a push is on its way: waiting (or waiting again), claimed by a worker. A sent or given-up one is deleted. */
export const PUSH_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type PushMessageStatus = (typeof PUSH_MESSAGE_STATUSES)[number];

export const PUSH_ERROR_MAX_LENGTH = 200;

/** What a notification shows: as much as its email says, never more. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on the public site the notification opens. */
  url: string;
}

/**
 * One notification to one device, stored in the transaction of the change that caused it and delivered by the
 * PushWorker as a leased job (as the outbox delivers emails): retried with backoff, deleted once the push service has
 * taken it or it is given up, and with its device when that goes.
 */
@Entity('push_messages')
@Index(['status', 'nextAttemptAt', 'id'])
@Index(['status', 'claimedUntil'])
export class PushMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => PushSubscription, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'subscriptionId' })
  subscription?: PushSubscription;

  @Column({ type: 'int' })
  subscriptionId: number;

  /** One of PUSH_PURPOSES. */
  @Column({ type: 'varchar', length: 20 })
  purpose: PushPurpose;

  @Column({ type: 'simple-json' })
  payload: PushPayload;

  /** One of PUSH_MESSAGE_STATUSES. */
  @Column({ type: 'varchar', length: 10 })
  status: PushMessageStatus;

  /** Attempts started so far (a claim counts one). */
  @Column({ type: 'int' })
  attempts: number;

  /** When a queued push is due (UTC, to the millisecond). */
  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** While `sending`: the claiming worker's lease. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  /** Why the last attempt failed: the push service's status code or the network error's code, never the endpoint. */
  @Column({ type: 'varchar', length: PUSH_ERROR_MAX_LENGTH, nullable: true })
  lastError: string | null;

  /** UTC, to the millisecond (set in code). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

import type { PushPurpose } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { LeasedMessage } from '../jobs/leased-message';
import { PushSubscription } from './push-subscription.entity';

/** What a notification shows: as much as its email says, never more. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on the public site the notification opens. */
  url: string;
}

/**
 * One notification to one device, stored in the transaction of the change that caused it and delivered by the
 * PushWorker as a leased message (as the outbox delivers emails): deleted once the push service has taken it or it is
 * given up, and with its device when that goes.
 */
@Entity('push_messages')
@Index(['status', 'nextAttemptAt', 'id'])
@Index(['status', 'claimedUntil'])
export class PushMessage extends LeasedMessage {
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
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DEVICE_LABEL_MAX_LENGTH } from '../common/device-label';
import { User } from '../users/user.entity';

export const PUSH_DEVICE_MAX_LENGTH = DEVICE_LABEL_MAX_LENGTH;
export const PUSH_SERVICE_MAX_LENGTH = 255;

/**
 * One device where a donor turned notifications on: its push service's endpoint and the keys its pushes are
 * encrypted with (RFC 8291). One row per endpoint (unique through its SHA-256, as an endpoint is longer than an index
 * may be): the same endpoint again updates the row, and moves it to the account that sent it (the browser's
 * subscription belongs to whoever is logged in there now). Removed with the account, by the donor, or when the push
 * service answers 404/410.
 */
@Entity('push_subscriptions')
@Index(['userId', 'id'])
export class PushSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'int' })
  userId: number;

  /** The push service's URL for this device (https:// only). */
  @Column({ type: 'text' })
  endpoint: string;

  /** SHA-256 of the endpoint (hex): what makes it one row per device. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  endpointHash: string;

  /** The device's P-256 ECDH public key (base64url). */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The authentication secret (base64url). */
  @Column({ type: 'varchar', length: 32 })
  auth: string;

  /** Browser and system, from the user agent ("Firefox on Android"). */
  @Column({ type: 'varchar', length: PUSH_DEVICE_MAX_LENGTH })
  device: string;

  /** UTC, to the millisecond: when notifications were turned on (or last renewed) on the device. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

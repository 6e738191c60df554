import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Event } from '../events/event.entity';
import { User } from '../users/user.entity';

/**
 * A donor waiting for a time at a full drive; the queue is in id order. While an offer is out (`offerSlotId` set) the
 * slot's `held` counter keeps its chair taken for this donor until `offerExpiresAt`; only the sha256 of the offer
 * link's token is stored. Answering (accept, decline) or expiry deletes the row, so a link works once.
 */
@Entity('waitlist_entries')
@Index(['eventId', 'userId'], { unique: true })
@Index(['offerExpiresAt'])
export class WaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Event, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'eventId' })
  event: Event;

  @Column({ type: 'int' })
  eventId: number;

  /** The donor; the entry goes with their account. */
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Index()
  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'datetime', precision: 3 })
  joinedAt: Date;

  /** The drive_slots row whose chair is held for the donor; null while waiting. */
  @Column({ type: 'int', nullable: true })
  offerSlotId: number | null;

  /** Hex SHA-256 of the offer link's token. */
  @Column({ type: 'varchar', length: 64, nullable: true, unique: true })
  offerTokenHash: string | null;

  /** UTC, to the millisecond: when the hold ends. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  offerExpiresAt: Date | null;
}

import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** A keyed hash's width: HMAC-SHA-256 in hex. */
const HASH_LENGTH = 64;

/**
 * A donor's current digital donor card (issue 24 point 2): one row per account, replaced when the card is renewed.
 * The token and short code are never stored: both are worked out from `nonce` with a key derived from the server's
 * secret, and kept only as keyed hashes, each unique, for the desk's lookup. A database copy alone therefore holds no
 * usable card.
 */
@Entity('donor_cards')
@Index(['tokenHash'], { unique: true })
@Index(['shortCodeHash'], { unique: true })
export class DonorCard {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Column({ type: 'int', unique: true })
  userId: number;

  /** Random, base64url: what the card's token and short code are derived from. */
  @Column({ type: 'varchar', length: 32 })
  nonce: string;

  @Column({ type: 'varchar', length: HASH_LENGTH })
  tokenHash: string;

  @Column({ type: 'varchar', length: HASH_LENGTH })
  shortCodeHash: string;

  /** UTC, to the millisecond. */
  @Column({ type: 'datetime', precision: 3 })
  issuedAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}

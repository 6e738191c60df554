import type { ConsentPurpose } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One consent given: who gave it, to what, to which version of the privacy text, when, and when it was withdrawn.
 * Rows are only added and closed: giving again after withdrawing adds a row, so the history stays.
 * The account and matching consents belong to an account (userId); the newsletter's to the subscription
 * (subscriberId), which anyone may have without an account. Both are named rather than imported: users and
 * newsletter record consents through this folder, so it sits below them and imports neither.
 */
@Entity('consents')
@Index(['userId', 'purpose', 'withdrawnAt'])
@Index(['subscriberId', 'purpose', 'withdrawnAt'])
export class Consent {
  @PrimaryGeneratedColumn()
  id: number;

  /** The account (users' User), removed with its consents. */
  @ManyToOne('User', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: unknown;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** The subscription (newsletter's NewsletterSubscriber), removed with its consents. */
  @ManyToOne('NewsletterSubscriber', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'subscriberId' })
  subscriber?: unknown;

  @Column({ type: 'int', nullable: true })
  subscriberId: number | null;

  /** One of CONSENT_PURPOSES. */
  @Column({ type: 'varchar', length: 30 })
  purpose: ConsentPurpose;

  /** PRIVACY_TEXT_VERSION when it was given. */
  @Column({ type: 'varchar', length: 20 })
  version: string;

  /** The plain-words statement agreed to, as it read then. */
  @Column({ type: 'varchar', length: 500 })
  statement: string;

  /** UTC, to the millisecond. */
  @Column({ type: 'datetime', precision: 3 })
  givenAt: Date;

  /** null while the consent stands. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  withdrawnAt: Date | null;
}

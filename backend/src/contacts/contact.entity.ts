import { CONTACT_REPLY_MAX_LENGTH, EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH, type ReplyStatus } from '@blood-donation/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent with the Contact Us form. Indexed for every sort of the admin list (each with id, its tie-breaker). */
@Entity('contacts')
@Index(['createdAt', 'id'])
@Index(['repliedAt', 'id'])
@Index(['name', 'id'])
@Index(['email', 'id'])
@Index(['subject', 'id'])
export class Contact {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  name: string;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  email: string;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  subject: string;

  @Column({ type: 'varchar', length: LONG_TEXT_MAX_LENGTH })
  message: string;

  /** UTC, to the millisecond (set in code). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** The admin's latest answer; null until there is one. */
  @Column({ type: 'varchar', length: CONTACT_REPLY_MAX_LENGTH, nullable: true })
  reply: string | null;

  /**
   * When the admin replied (UTC, to the millisecond), kept only while the reply's email is queued or sent: a
   * failed reply clears it, so the message counts as not answered (the `answered` filter and its list_counts
   * triggers, the dashboard) until a retry queues it again.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  repliedAt: Date | null;

  /** One of REPLY_STATUSES for the latest reply's email; null before any reply. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  replyStatus: ReplyStatus | null;

  /** The outbox_emails row of the latest reply; an outcome of an earlier reply's email leaves the contact alone. */
  @Column({ type: 'int', nullable: true })
  replyEmailId: number | null;
}

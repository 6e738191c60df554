import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Longest answer an admin may email to a contact message. */
export const CONTACT_REPLY_MAX_LENGTH = 2000;

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

  /** The admin's emailed answer; null until one is sent. */
  @Column({ type: 'varchar', length: CONTACT_REPLY_MAX_LENGTH, nullable: true })
  reply: string | null;

  /** When the answer was sent (UTC, to the millisecond); null until then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  repliedAt: Date | null;
}

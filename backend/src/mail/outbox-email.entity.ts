import { EMAIL_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An email that was not handed to a mail server (none configured, or sending failed), kept so it is not lost. */
@Entity('outbox_emails')
export class OutboxEmail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  to: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  /** Why it is here: no SMTP_URL, or the error sending it. */
  @Column({ type: 'varchar', length: 500 })
  reason: string;

  /** UTC, to the millisecond (set in code). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

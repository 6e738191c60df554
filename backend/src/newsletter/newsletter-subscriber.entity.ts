import { EMAIL_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A newsletter subscription; the unsubscribe link's token is kept only as its SHA-256. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn()
  id: number;

  /** Trimmed, lower case. */
  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH, unique: true })
  email: string;

  /** Hex SHA-256 of the unsubscribe token. */
  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  /** null while subscribed. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  unsubscribedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent with the Contact Us form. */
@Entity('contacts')
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
  @Index()
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

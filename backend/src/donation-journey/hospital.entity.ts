import { TEXT_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A hospital the organisation sends blood to (organisation data, nobody's personal data). A journey names one by
 * its name, so a name is on the list once: `nameKey` (the name in lower case) is unique on both drivers, whatever
 * their collation.
 */
@Entity('hospitals')
export class Hospital {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  name: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  nameKey: string;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  city: string;

  /** UTC, to the millisecond (set in code). */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

import type { Role } from '@blood-donation/domain';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One entry of the audit log, written once and never changed: the application has no update or delete path for it.
 * actorId is a plain column, not a foreign key, so that deleting an account keeps the entries of what it did.
 */
@Entity('audit_log')
@Index(['at', 'id'])
@Index(['actorId', 'at'])
@Index(['action', 'at'])
export class AuditEntryRecord {
  @PrimaryGeneratedColumn()
  id: number;

  /** UTC, to the millisecond (set in code). */
  @Column({ type: 'datetime', precision: 3 })
  at: Date;

  @Column({ type: 'int', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  actorRole: Role | null;

  @Column({ type: 'varchar', length: 100 })
  action: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  recordType: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  recordId: string | null;

  /** The names of the fields sent, comma-separated; never a value. */
  @Column({ type: 'varchar', length: 1000, default: '' })
  fields: string;
}

import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many rows a table holds, per value of up to two of its filter columns ('' in a slot that has none), kept by
 * the table's AFTER INSERT, UPDATE and DELETE triggers. A list's total, or its total for a blood group, status or
 * role, is then the sum of a few rows instead of a count over the table.
 */
@Entity('list_counts')
export class ListCount {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  tableName: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  c1: string;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  c2: string;

  @Column({ type: 'int' })
  total: number;
}

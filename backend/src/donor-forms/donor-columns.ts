import { BLOOD_GROUPS, FORM_GENDERS, TEXT_MAX_LENGTH, type BloodGroup, type FormGender } from '@blood-donation/domain';
import { BeforeInsert, Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { SentByAccount } from '../users/sent-by-account';

/** Width of a column holding one entry of `options`. */
export const widthOf = (options: readonly string[]): number => Math.max(...options.map((option) => option.length));

/** PHONE_PATTERN allows at most 15 characters ('+123-' and 10 digits). */
const PHONE_COLUMN_LENGTH = 20;

/**
 * Columns the blood request and donation tables share: the donor fields both forms ask for, the
 * account that sent the form (SentByAccount), and the timestamps.
 */
export abstract class DonorColumns extends SentByAccount {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH })
  name: string;

  @Column({ type: 'varchar', length: widthOf(BLOOD_GROUPS) })
  bloodGroup: BloodGroup;

  @Column({ type: 'int' })
  units: number;

  @Column({ type: 'varchar', length: PHONE_COLUMN_LENGTH })
  mobile: string;

  @Column({ type: 'varchar', length: widthOf(FORM_GENDERS) })
  gender: FormGender;

  @Column({ type: 'int' })
  age: number;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  /**
   * Records a change now: updatedAt moves forward even within the same millisecond, and is saved even
   * when nothing else changed. Timestamps are set here, to the millisecond on both drivers (the column
   * defaults keep only whole seconds on SQLite).
   */
  touch(): this {
    const now = Math.max(Date.now(), (this.updatedAt?.getTime() ?? 0) + 1);
    this.createdAt ??= new Date(now);
    this.updatedAt = new Date(now);
    return this;
  }

  @BeforeInsert()
  protected stampCreation(): void {
    this.touch();
  }
}

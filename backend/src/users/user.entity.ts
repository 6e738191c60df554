import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH, type Role } from '@blood-donation/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A registered account. Donor fields are empty only for the superAdmin created at first start.
 * Indexed for the admin list's filters (role, bloodGroup) and sorts (username, createdAt; email is unique).
 */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'varchar', length: USERNAME_MAX_LENGTH })
  username: string;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH, unique: true })
  email: string;

  @Column({ type: 'int', nullable: true })
  age: number | null;

  @Index()
  @Column({ type: 'varchar', length: 3, nullable: true })
  bloodGroup: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  mobile: string | null;

  @Column({ type: 'varchar', length: 60 })
  passwordHash: string;

  /** One of the domain ROLES; new accounts get 'user' (set in code, so the column has no database default). */
  @Index()
  @Column({ type: 'varchar', length: 20 })
  role: Role = 'user';

  @Index()
  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

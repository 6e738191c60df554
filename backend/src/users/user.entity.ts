import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH, USERNAME_MAX_LENGTH, type ContactChannel, type Role } from '@blood-donation/domain';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A registered account. Donor fields are empty only for the superAdmin created at first start.
 * Indexed for every sort of the admin list (each with id, its tie-breaker; email is unique) and its filters
 * (bloodGroup, role) with the default sort.
 */
@Entity('users')
@Index(['username', 'id'])
@Index(['age', 'id'])
@Index(['bloodGroup', 'id'])
@Index(['gender', 'id'])
@Index(['role', 'id'])
@Index(['createdAt', 'id'])
@Index(['bloodGroup', 'createdAt', 'id'])
@Index(['role', 'createdAt', 'id'])
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: USERNAME_MAX_LENGTH })
  username: string;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH, unique: true })
  email: string;

  @Column({ type: 'int', nullable: true })
  age: number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  bloodGroup: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  mobile: string | null;

  /** argon2id in PHC form (about 100 characters), or an older bcrypt hash (60) until its next login. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  /** One of the domain ROLES; new accounts get 'user' (set in code, so the column has no database default). */
  @Column({ type: 'varchar', length: 20 })
  role: Role = 'user';

  /** Whether the donor may be asked to give (PUT /api/user/availability); off until they say so. */
  @Column({ type: 'boolean', default: false })
  available: boolean;

  /** The city they may be asked in; null when none was given. */
  @Column({ type: 'varchar', length: TEXT_MAX_LENGTH, nullable: true })
  availableCity: string | null;

  /** How they are asked: 'email' for now; SMS can follow as another channel. */
  @Column({ type: 'varchar', length: 10, default: 'email' })
  contactChannel: ContactChannel;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

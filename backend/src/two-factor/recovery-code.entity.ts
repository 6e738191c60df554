import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** One of the ten recovery codes of an account's authenticator app: only its keyed hash, and when it was used (once). */
@Entity('recovery_codes')
@Index(['userId', 'codeHash'], { unique: true })
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'int' })
  userId: number;

  /** HMAC-SHA256 of the code (hex). */
  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * An account's authenticator app (TOTP, RFC 6238): its secret, encrypted (AES-256-GCM under TOTP_ENCRYPTION_KEY), set
 * up once its first code is confirmed. One per account; removed by its owner, by a superAdmin's reset, or with the
 * account (cascade).
 */
@Entity('totp_factors')
export class TotpFactor {
  @PrimaryGeneratedColumn()
  id: number;

  @OneToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user?: User;

  /** Unique: the one-to-one relation's index. */
  @Column({ type: 'int' })
  userId: number;

  /** The secret, sealed: `iv.tag.ciphertext` in base64url. */
  @Column({ type: 'varchar', length: 255 })
  sealedSecret: string;

  /** When the first code confirmed it; null while it is being set up (and not yet asked at login). */
  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  /** The 30-second step of the last code taken: a code is good once (only a later step's code is taken after it). */
  @Column({ type: 'int', nullable: true })
  lastTimeStep: number | null;

  @CreateDateColumn()
  createdAt: Date;
}

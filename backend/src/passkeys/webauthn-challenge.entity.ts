import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

export type ChallengePurpose = 'registration' | 'authentication';

/**
 * A WebAuthn challenge handed out and not used yet: only its SHA-256 is kept. Each is used once (taken by a
 * conditional delete, so two uses at once cannot both succeed) and only before it expires; expired ones are swept
 * when new ones are handed out.
 */
@Entity('webauthn_challenges')
export class WebauthnChallenge {
  @PrimaryGeneratedColumn()
  id: number;

  /** SHA-256 of the challenge (hex). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  challengeHash: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: ChallengePurpose;

  /** The account a registration challenge was given to; null for a login's. */
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  /** UTC, to the millisecond. */
  @Index()
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DEVICE_LABEL_MAX_LENGTH } from '../common/device-label';
import { User } from '../users/user.entity';

/**
 * One refresh token. A login starts a family; each refresh marks its token used and adds the next one.
 * Only the sha256 of the token is stored. A family is the session the account holder sees (GET /api/user/sessions): its
 * device and the hour it was last used ride on each of its rows.
 */
@Entity('refresh_sessions')
export class RefreshSession {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user: User;

  @Column({ type: 'int' })
  userId: number;

  @Index()
  @Column({ type: 'varchar', length: 36 })
  familyId: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  /** Whether the cookie outlives the browser session (Max-Age) or not; the server-side expiry is the same. */
  @Column({ type: 'boolean' })
  keepLoggedIn: boolean;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** Set when the token was exchanged for the next one; presenting it again revokes the family. */
  @Column({ type: 'datetime', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  /** "Firefox on Android", from the login's User-Agent (never the header itself); copied to each next token. Null on rows from before it was kept. */
  @Column({ type: 'varchar', length: DEVICE_LABEL_MAX_LENGTH, nullable: true })
  device: string | null;

  /** The start of the hour (UTC) the session was last used in: its login or the refresh that issued this token. Null on rows from before it was kept. */
  @Column({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null;

  /**
   * When the session last proved a second factor (a login finished with one, a passkey login, a step-up); copied to
   * each next token. Dangerous actions need it within STEP_UP_MINUTES.
   */
  @Column({ type: 'datetime', nullable: true })
  secondFactorAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * One refresh token. A login starts a family; each refresh marks its token used and adds the next one.
 * Only the sha256 of the token is stored.
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

  @CreateDateColumn()
  createdAt: Date;
}

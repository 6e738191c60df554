import { PASSKEY_CREDENTIAL_ID_MAX_LENGTH, PASSKEY_NAME_MAX_LENGTH } from '@blood-donation/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * One passkey (WebAuthn credential) of an account: its credential id and COSE public key, the signature counter and
 * backup flags its device last reported, and the name the account gave it. Removed by its owner or with the account
 * (cascade). The credential id and public key never leave the server.
 */
@Entity('passkeys')
@Index(['userId', 'id'])
export class PasskeyCredential {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId' })
  user?: User;

  @Column({ type: 'int' })
  userId: number;

  /** The credential id (base64url), as the browser names the passkey. Compared exactly in code too (MySQL's collation ignores case). */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: PASSKEY_CREDENTIAL_ID_MAX_LENGTH })
  credentialId: string;

  /** The COSE public key (base64url). */
  @Column({ type: 'text' })
  publicKey: string;

  /** The signature counter the authenticator last reported (0: it keeps none). */
  @Column({ type: 'bigint', transformer: { to: (value: number) => value, from: (value: string | number) => Number(value) } })
  counter: number;

  /** How the browser said it can reach the passkey ('internal', 'hybrid', ...). */
  @Column({ type: 'simple-json' })
  transports: string[];

  /** 'singleDevice' or 'multiDevice' (the BE flag: fixed for a passkey's life). */
  @Column({ type: 'varchar', length: 16 })
  deviceType: string;

  /** Whether the passkey is backed up (the BS flag), as its device last said. */
  @Column({ type: 'boolean' })
  backedUp: boolean;

  @Column({ type: 'varchar', length: PASSKEY_NAME_MAX_LENGTH })
  name: string;

  /** UTC, to the millisecond. */
  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** UTC: the passkey's last login; null if never. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastUsedAt: Date | null;
}

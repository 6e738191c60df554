import { createHash } from 'node:crypto';
import { EmailChange } from '../../src/profile/email-change.entity';
import { User } from '../../src/users/user.entity';
import { newDonor, register } from './accounts';
import type { TestServer } from './test-server';

/** A profile body every field of which passes registration's rules. */
export const PROFILE_BODY = { username: 'Renamed', mobile: '9876543210', bloodGroup: null, gender: 'female', age: 40, city: 'Pune', contactChannel: 'email' };

/**
 * The token of a pending change of a new account to `newEmail` (a fresh address unless given), stored as the service
 * stores it (its hash), valid for a minute.
 */
export async function pendingEmailChange(server: TestServer, newEmail = newDonor().email): Promise<string> {
  const account = await register(server);
  const { id } = await server.dataSource.getRepository(User).findOneByOrFail({ email: account.email });
  const token = `token-${newDonor().email}`;
  const now = new Date();
  await server.dataSource.getRepository(EmailChange).insert({ userId: id, newEmail, tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(now.getTime() + 60_000), usedAt: null, createdAt: now });
  return token;
}

import type { RefreshSessionRepository } from '../auth/refresh-session.repository';
import type { Database } from '../database/database.service';
import type { PasskeysRepository } from '../passkeys/passkeys.repository';
import type { TwoFactorRepository } from '../two-factor/two-factor.repository';

/** What a reset of an account's second factors touches. */
export interface SecondFactorStores {
  factors: TwoFactorRepository;
  passkeys: PasskeysRepository;
  sessions: RefreshSessionRepository;
}

/**
 * Removes the account's authenticator app, recovery codes and passkeys and ends every session (issue 25 points 6
 * and 7), in the caller's transaction: a staff account's next login asks it to set up a new second factor. Shared by
 * the superAdmin's endpoint and `npm run admin:reset-2fa`.
 */
export async function resetSecondFactors(stores: SecondFactorStores, userId: number): Promise<void> {
  await stores.factors.deleteTotp(userId);
  await stores.passkeys.deleteAllOf(userId);
  await stores.sessions.revokeAllOf(userId);
}

/** resetSecondFactors in a transaction of its own. */
export const resetSecondFactorsNow = (database: Database, stores: SecondFactorStores, userId: number): Promise<void> =>
  database.transaction(() => resetSecondFactors(stores, userId));

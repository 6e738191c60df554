import { RefreshSessionRepository } from '../auth/refresh-session.repository';
import type { CommandOutput } from '../config/command-settings';
import { PasskeysRepository } from '../passkeys/passkeys.repository';
import { TwoFactorRepository } from '../two-factor/two-factor.repository';
import { runAccountCommand } from '../users/account-command';
import { resetSecondFactorsNow } from './second-factor-reset';

/**
 * `npm run admin:reset-2fa -- <email>`: removes the account's authenticator app, recovery codes and passkeys and
 * ends its sessions, for the operator of a server whose last superAdmin lost their second factor (no one is left to
 * do it in the panel). No mail: the one who runs it is the one it helps. The account's next login asks it to set up
 * a new second factor.
 */
export function resetTwoFactor(args: string[], env: Record<string, string | undefined>, output: CommandOutput): Promise<number> {
  return runAccountCommand('admin:reset-2fa', [args, env, output], async ({ database, user, email }) => {
    const stores = { factors: new TwoFactorRepository(database), passkeys: new PasskeysRepository(database), sessions: new RefreshSessionRepository(database) };
    await resetSecondFactorsNow(database, stores, user.id);
    output.out(`Two-factor authentication reset for ${email}: its next login asks it to set up a new second factor.`);
    return 0;
  });
}

/**
 * npm run admin:reset-2fa -- <email>
 * Removes the account's second factors and ends its sessions (src/factor-login/reset-two-factor-command.ts), without
 * starting the server: for a last superAdmin who lost theirs.
 */
import { runCommand } from './run-command.mjs';

runCommand('factor-login/reset-two-factor-command', 'resetTwoFactor', 'Could not reset two-factor authentication');

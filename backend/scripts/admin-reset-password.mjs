/**
 * npm run admin:reset-password -- <email>
 * Prints a one-time password reset link for the account (src/password-reset/reset-link-command.ts), without
 * starting the server.
 */
import { runCommand } from './run-command.mjs';

runCommand('password-reset/reset-link-command', 'printResetLink', 'Could not create a reset link');

import type { CommandOutput } from '../config/command-settings';
import { runAccountCommand } from '../users/account-command';
import { RESET_LINK_TTL_MINUTES } from './password-reset.messages';
import { PasswordResetTokenRepository } from './password-reset-token.repository';
import { issueResetToken, resetLink } from './reset-links';

/**
 * `npm run admin:reset-password -- <email>`: prints a one-time reset link for the account, for an operator to hand
 * over when email does not reach its owner. Reads the same settings as the server (DATABASE_URL, DATA_DIR,
 * PUBLIC_URL …) and opens the database directly: no HTTP server, no mail. Returns the exit code.
 */
export function printResetLink(args: string[], env: Record<string, string | undefined>, output: CommandOutput): Promise<number> {
  // Only errors, on stderr: stdout is the link.
  return runAccountCommand('admin:reset-password', [args, env, output], async ({ database, user, email, settings }) => {
    const tokens = new PasswordResetTokenRepository(database);
    const token = await database.transaction(() => issueResetToken(tokens, user.id));
    output.out(`Password reset link for ${email} (works once, for ${RESET_LINK_TTL_MINUTES} minutes):`);
    output.out(resetLink(settings.mail.publicUrl, token));
    return 0;
  });
}

import { DataSource } from 'typeorm';
import { InvalidSettingError } from '../config/invalid-setting.error';
import { loadSettings } from '../config/settings';
import { dataSourceOptions } from '../database/data-source-options';
import { User } from '../users/user.entity';
import { RESET_LINK_TTL_MINUTES } from './password-reset.messages';
import { issueResetToken, resetLink } from './reset-links';

export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * `npm run admin:reset-password -- <email>`: prints a one-time reset link for the account, for an operator to hand
 * over when email does not reach its owner. Reads the same settings as the server (DATABASE_URL, DATA_DIR,
 * PUBLIC_URL …) and opens the database directly: no HTTP server, no mail. Returns the exit code.
 */
export async function printResetLink(args: string[], env: Record<string, string | undefined>, output: CommandOutput): Promise<number> {
  const email = args[0]?.trim().toLowerCase();
  if (!email || args.length !== 1) {
    output.err('Usage: npm run admin:reset-password -- <email>');
    return 2;
  }
  let settings;
  try {
    settings = loadSettings(env);
  } catch (error) {
    if (!(error instanceof InvalidSettingError)) throw error;
    output.err(error.message);
    return 1;
  }
  // Only errors, on stderr: stdout is the link.
  const dataSource = await new DataSource({ ...(await dataSourceOptions(settings.database)), logger: 'advanced-console', logging: ['error'] }).initialize();
  try {
    const user = await dataSource.getRepository(User).findOne({ select: { id: true }, where: { email } });
    if (!user) {
      output.err(`No account has the email ${email}.`);
      return 1;
    }
    const token = await dataSource.transaction((manager) => issueResetToken(manager, user.id));
    output.out(`Password reset link for ${email} (works once, for ${RESET_LINK_TTL_MINUTES} minutes):`);
    output.out(resetLink(settings.mail.publicUrl, token));
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

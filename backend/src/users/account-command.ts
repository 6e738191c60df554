import { commandSettings, type CommandOutput } from '../config/command-settings';
import type { Settings } from '../config/settings';
import type { Database } from '../database/database.service';
import { withStandaloneDatabase } from '../database/standalone-database';
import type { User } from './user.entity';
import { UserRepository } from './user.repository';

/**
 * An operator command about one account, named by its email (`npm run <script> -- <email>`): checks the arguments,
 * reads the server's settings and opens its database directly (no HTTP server, no mail), finds the account, and runs
 * `work` on it. Answers the exit code: 2 for a wrong use, 1 for invalid settings or an unknown email.
 */
export async function runAccountCommand(
  script: string,
  [args, env, output]: [string[], Record<string, string | undefined>, CommandOutput],
  work: (account: { database: Database; user: User; email: string; settings: Settings }) => Promise<number>,
): Promise<number> {
  const email = args[0]?.trim().toLowerCase();
  if (!email || args.length !== 1) {
    output.err(`Usage: npm run ${script} -- <email>`);
    return 2;
  }
  const settings = commandSettings(env, output);
  if (!settings) return 1;
  return withStandaloneDatabase(settings.database, async (database) => {
    const user = await new UserRepository(database).findByEmail(email);
    if (!user) {
      output.err(`No account has the email ${email}.`);
      return 1;
    }
    return work({ database, user, email, settings });
  });
}

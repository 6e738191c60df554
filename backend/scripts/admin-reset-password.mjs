/**
 * npm run admin:reset-password -- <email>
 * Prints a one-time password reset link for the account (src/password-reset/reset-link-command.ts), without
 * starting the server. In a checkout it runs the sources through ts-node; where the dev dependencies were pruned
 * (the Docker image) it runs the build in dist/.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function loadCommand() {
  try {
    require.resolve('ts-node');
  } catch {
    return require(join(backend, 'dist/password-reset/reset-link-command.js'));
  }
  require('ts-node').register({ transpileOnly: true, project: join(backend, 'tsconfig.json') });
  return require(join(backend, 'src/password-reset/reset-link-command.ts'));
}

const { printResetLink } = loadCommand();
printResetLink(process.argv.slice(2), process.env, { out: (line) => console.log(line), err: (line) => console.error(line) }).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`Could not create a reset link: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);

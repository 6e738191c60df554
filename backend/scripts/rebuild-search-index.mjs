/**
 * npm run search:rebuild
 * Writes the admin lists' search words again for every record (src/lists/search-index-command.ts), without starting
 * the server. In a checkout it runs the sources through ts-node; where the dev dependencies were pruned (the Docker
 * image) it runs the build in dist/.
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
    return require(join(backend, 'dist/lists/search-index-command.js'));
  }
  require('ts-node').register({ transpileOnly: true, project: join(backend, 'tsconfig.json') });
  return require(join(backend, 'src/lists/search-index-command.ts'));
}

const { rebuildSearchIndexCommand } = loadCommand();
rebuildSearchIndexCommand(process.argv.slice(2), process.env, { out: (line) => console.log(line), err: (line) => console.error(line) }).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(`Could not rebuild the search index: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);

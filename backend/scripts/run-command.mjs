/**
 * Runs a command of the backend without starting the server: `name`, exported by `module` (a path under src/ without
 * its extension). In a checkout it runs the sources through ts-node; where the dev dependencies were pruned (the
 * Docker image) it runs the build in dist/. The command gets the arguments, the environment and an output, and
 * answers the exit code; a failure prints `failure` and the error's message.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function load(module) {
  try {
    require.resolve('ts-node');
  } catch {
    return require(join(backend, 'dist', `${module}.js`));
  }
  require('ts-node').register({ transpileOnly: true, project: join(backend, 'tsconfig.json') });
  return require(join(backend, 'src', `${module}.ts`));
}

export function runCommand(module, name, failure) {
  load(module)[name](process.argv.slice(2), process.env, { out: (line) => console.log(line), err: (line) => console.error(line) }).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}

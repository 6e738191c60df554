// The lint's architecture rules (eslint.config.mjs, eslint-plugin-boundaries) fire on the imports they forbid and
// let the others through: each case lints a file's text as if it stood at that path in the repository.
import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages of an import written in a file at `path`. */
async function boundaryErrors(path, source) {
  const [result] = await eslint.lintText(`import * as imported from '${source}';\nexport default imported;\n`, { filePath: join(root, path) });
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies');
}

/** [what, the file's path, what it imports, whether the lint refuses it]. */
const CASES = [
  ['a public-site feature imports another feature', 'public-site/src/features/home/fixture.tsx', '../newsletter/unsubscribe-page', true],
  ['shared code imports a feature', 'public-site/src/components/ui/fixture.tsx', '../../features/home/home-page', true],
  ['a feature imports the app that composes it', 'public-site/src/features/home/fixture.tsx', '../../app/router', true],
  ['the admin panel imports the public site', 'admin-panel/src/fixture.tsx', '../../public-site/src/lib/paths', true],
  ['the public site imports the admin panel', 'public-site/src/lib/fixture.ts', '../../../admin-panel/src/destinations', true],
  ['the backend imports a web app', 'backend/src/fixture.ts', '../../public-site/src/lib/paths', true],
  ['domain imports the backend', 'domain/src/fixture.ts', '../../backend/src/api-prefix', true],
  ['a feature imports its own files', 'public-site/src/features/home/fixture.tsx', './texts', false],
  ['a feature imports shared code', 'public-site/src/features/home/fixture.tsx', '../../components/ui/app-form', false],
  ['the app composes features', 'public-site/src/app/fixture.tsx', '../features/home/home-page', false],
  ['a test imports the test helpers', 'public-site/src/features/home/fixture.test.tsx', '../../testing/test-utils', false],
];

for (const [name, path, source, refused] of CASES) {
  test(`${refused ? 'refuses' : 'allows'}: ${name}`, async () => {
    assert.equal((await boundaryErrors(path, source)).length, refused ? 1 : 0);
  });
}

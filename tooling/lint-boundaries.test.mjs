// The lint's architecture rules (eslint.config.mjs: eslint-plugin-boundaries, and the backend's data-access rules) fire
// on what they forbid and let the rest through: each case lints a file's text as if it stood at that path.
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
  ['a backend feature imports a web app', 'backend/src/users/fixture.ts', '../../../admin-panel/src/destinations', true],
  ['domain imports the backend', 'domain/src/fixture.ts', '../../backend/src/web/api-prefix', true],
  ['a feature imports its own files', 'public-site/src/features/home/fixture.tsx', './texts', false],
  ['a feature imports shared code', 'public-site/src/features/home/fixture.tsx', '../../components/ui/app-form', false],
  ['the app composes features', 'public-site/src/app/fixture.tsx', '../features/home/home-page', false],
  ['a test imports the test helpers', 'public-site/src/features/home/fixture.test.tsx', '../../testing/test-utils', false],
  ['backend infrastructure imports a feature', 'backend/src/database/fixture.ts', '../users/user.entity', true],
  ['the list machinery imports the login feature', 'backend/src/lists/fixture.ts', '../auth/auth.service', true],
  ['backend infrastructure imports the app module', 'backend/src/web/fixture.ts', '../app.module', true],
  ['users imports auth (auth is above users)', 'backend/src/users/fixture.ts', '../auth/auth.service', true],
  ['the consents records import users', 'backend/src/consents/fixture.ts', '../users/user.entity', true],
  ['newsletter imports the consents page above it', 'backend/src/newsletter/fixture.ts', '../own-consents/own-consents.service', true],
  ['a feature imports one of its own tier', 'backend/src/auth/fixture.ts', '../newsletter/newsletter.service', true],
  ['auth imports users', 'backend/src/auth/fixture.ts', '../users/users.service', false],
  ['the consents page imports the features it acts through', 'backend/src/own-consents/fixture.ts', '../newsletter/newsletter.service', false],
  ['a folder placed in no layer imports backend code', 'backend/src/somewhere-new/fixture.ts', '../config/settings', true],
  ['a feature imports infrastructure', 'backend/src/users/fixture.ts', '../access/access.decorators', false],
  ['the app module composes the features', 'backend/src/fixture.ts', './users/users.module', false],
  ['the searched-lists registry names feature lists', 'backend/src/database/searched-lists.ts', '../users/user-list', false],
];

for (const [name, path, source, refused] of CASES) {
  test(`${refused ? 'refuses' : 'allows'}: ${name}`, async () => {
    assert.equal((await boundaryErrors(path, source)).length, refused ? 1 : 0);
  });
}

/** The messages of `ruleId` for `code` written in a file at `path`. */
async function ruleErrors(path, code, ruleId) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.filter((message) => message.ruleId === ruleId);
}

const IMPORTS_MANAGER = "import { EntityManager } from 'typeorm';\nexport type Manager = EntityManager;\n";
const INJECTS_REPOSITORY = "import { InjectRepository } from '@nestjs/typeorm';\nexport const inject = InjectRepository;\n";
const BUILDS_QUERY = 'export const rows = (source: { createQueryBuilder(): unknown }) => source.createQueryBuilder();\n';
const USES_MANAGER = 'export const rows = (database: { manager: { find(): unknown } }) => database.manager.find();\n';

/** [what, the file's path, its code, the rule, whether the lint refuses it]. */
const DATA_ACCESS_CASES = [
  ['a service imports EntityManager', 'backend/src/users/fixture.service.ts', IMPORTS_MANAGER, 'no-restricted-imports', true],
  ['a service injects a TypeORM repository', 'backend/src/events/fixture.service.ts', INJECTS_REPOSITORY, 'no-restricted-imports', true],
  ['a service builds a query', 'backend/src/contacts/fixture.service.ts', BUILDS_QUERY, 'no-restricted-syntax', true],
  ["a service runs statements on the database's manager", 'backend/src/contacts/fixture.service.ts', USES_MANAGER, 'no-restricted-syntax', true],
  ['a repository imports EntityManager', 'backend/src/users/fixture.repository.ts', IMPORTS_MANAGER, 'no-restricted-imports', false],
  ['a repository builds a query', 'backend/src/contacts/fixture.repository.ts', BUILDS_QUERY, 'no-restricted-syntax', false],
  ['database/ imports EntityManager', 'backend/src/database/fixture.ts', IMPORTS_MANAGER, 'no-restricted-imports', false],
  ['the list machinery builds a query', 'backend/src/lists/fixture.ts', BUILDS_QUERY, 'no-restricted-syntax', false],
];

for (const [name, path, code, ruleId, refused] of DATA_ACCESS_CASES) {
  test(`${refused ? 'refuses' : 'allows'}: ${name}`, async () => {
    assert.equal((await ruleErrors(path, code, ruleId)).length, refused ? 1 : 0);
  });
}

/**
 * The integration suite runs twice: on SQLite and on MySQL/MariaDB (TEST_MYSQL_URL).
 * Tests that do not depend on the database driver (*.spec.ts) run once, with SQLite; *.sqlite.e2e-spec.ts and
 * *.mysql.e2e-spec.ts hold what only one driver has (a locked connection, several instances on one database).
 * @type {import('jest').Config}
 */
/**
 * Tests that measure the server's memory and how fast it answers while it works (bounded-sweeps): `npm test` runs them
 * in a step of their own (`test:measured`, one file at a time), never beside other test files, whose load would
 * measure the machine instead. `test:drivers` (both), `test:sqlite` and `test:mysql` leave them out (EXCEPT_MEASURED=1).
 */
const MEASURED = ['/test/bounded-sweeps\\.e2e-spec\\.ts$'];
const exceptMeasured = process.env.EXCEPT_MEASURED === '1' ? MEASURED : [];

/**
 * The tests' local push receiver (test/support/push-receiver/) is trusted through NODE_EXTRA_CA_CERTS, which Node reads
 * only at a process's start: the npm scripts set it for jest itself; this sets it for the worker processes jest starts
 * after reading this file (a run of one file happens in jest's own process: set it on the command line then).
 */
process.env.NODE_EXTRA_CA_CERTS ??= require('node:path').join(__dirname, 'test/support/push-receiver/ca.pem');

const base = {
  testEnvironment: 'node',
  rootDir: __dirname,
  transform: {
    // Transpiled file by file (tsconfig.jest.json: isolatedModules), not type-checked: `npm run typecheck` checks
    // the tests' types once, instead of every jest worker checking them again.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    // otplib's base32 and hash plugins (@scure/base, @noble/hashes) ship ES modules only: the server's Node loads them
    // as they are (require of an ES module), jest's module runtime does not, so ts-jest makes them CommonJS for it.
    '/node_modules/@(scure|noble)/.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022' }, isolatedModules: true }],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/@(scure|noble)/).*/node_modules/'],
  moduleNameMapper: { '^@blood-donation/domain$': '<rootDir>/../domain/src/index.ts' },
  // Every answer a test receives is checked against the OpenAPI document.
  setupFilesAfterEnv: ['<rootDir>/test/support/conformance/every-answer.ts'],
};

module.exports = {
  // Global, not per project (jest ignores it there): tests and hooks (a database migrated for each file) wait on
  // conditions, so a busy machine makes them slower, never wrong.
  testTimeout: 120_000,
  // One test file per core (jest's default leaves one free): each file starts its own app on its own database, and
  // much of a file's time is spent waiting on that database.
  maxWorkers: '100%',
  projects: [
    {
      ...base,
      displayName: 'sqlite',
      globals: { TEST_DATABASE: 'sqlite' },
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/test/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.mysql\\.e2e-spec\\.ts$', ...exceptMeasured],
    },
    {
      ...base,
      displayName: 'mysql',
      globals: { TEST_DATABASE: 'mysql' },
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.sqlite\\.e2e-spec\\.ts$', ...exceptMeasured],
    },
  ],
};

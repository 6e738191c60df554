import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The public site's kinds of code (boundaries/elements below). */
const PUBLIC_SITE = ['site-feature', 'site-app', 'site-testing', 'site-shared'];

/** A boundaries policy: code of these kinds must not import code of those. */
const refuse = (from, to) => ({ from: { element: { types: { anyOf: from } } }, disallow: { to: { element: { types: { anyOf: to } } } } });

/**
 * The backend's layers (docs/architecture.md). Infrastructure serves every feature and imports none. Features sit in
 * tiers, lowest first: a feature imports features of lower tiers only, so no two features import each other.
 */
const BACKEND_INFRASTRUCTURE = ['access', 'common', 'config', 'database', 'errors', 'health', 'jobs', 'lists', 'logging', 'mail', 'metrics', 'openapi', 'rate-limits', 'tracing', 'validation', 'web'];
const BACKEND_TIERS = [
  ['account-notices', 'board-members', 'captcha', 'consents', 'events'],
  ['users'],
  ['passkeys'],
  ['two-factor'],
  ['audit-log', 'auth', 'contacts', 'donor-forms', 'newsletter', 'push'],
  ['donations', 'factor-login', 'password-reset'],
  ['profile', 'drives', 'teams'],
  ['blood-requests', 'donation-journey', 'donor-card', 'eligibility-reminders', 'retention', 'volunteers'],
  ['donor-asks'],
  ['donor-matching'],
  ['account-deletion', 'admin-dashboard', 'own-consents', 'personal-data'],
];
const backendFeature = (name) => `backend-feature:${name}`;
const BACKEND_FEATURES = BACKEND_TIERS.flat();
/** Every kind of backend code: the app's files, its infrastructure and each feature. */
const BACKEND = ['backend', 'backend-infrastructure', ...BACKEND_FEATURES.map(backendFeature)];
const backendFeaturePolicies = () =>
  BACKEND_TIERS.flatMap((tier, level) =>
    tier.map((name) => refuse([backendFeature(name)], BACKEND_TIERS.slice(level).flat().filter((other) => other !== name).map(backendFeature))),
  );

/**
 * Database access: the EntityManager, the DataSource, TypeORM repositories and query builders belong to the
 * data-access layer (`*.repository.ts`), database/, lists/ (the list machinery) and jobs/ (the job queue).
 */
const DATA_ACCESS_FILES = ['backend/src/**/*.repository.ts', 'backend/src/database/**', 'backend/src/lists/**', 'backend/src/jobs/**'];
const DATA_ACCESS_MESSAGE = 'Database access belongs in a *.repository.ts of the feature (or database/): services hold rules only.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-prerender/**', '**/node_modules/**', 'data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['public-site/**/*.{ts,tsx}', 'admin-panel/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The architecture's boundaries (tooling/lint-boundaries.test.mjs proves they hold): the three apps share only
    // domain/; in the public site a feature imports shared code (components, lib) and never another feature, and shared
    // code imports no feature (bulletproof-react's layout). Imports inside one feature folder are its own business.
    files: ['public-site/src/**/*.{ts,tsx}', 'admin-panel/src/**/*.{ts,tsx}', 'domain/src/**/*.ts', 'backend/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'site-feature', pattern: 'public-site/src/features/*' },
        { type: 'site-app', pattern: 'public-site/src/app' },
        { type: 'site-testing', pattern: 'public-site/src/testing' },
        { type: 'site-shared', pattern: 'public-site/src/*' },
        { type: 'admin-panel', pattern: 'admin-panel/src' },
        { type: 'domain', pattern: 'domain/src' },
        ...BACKEND_INFRASTRUCTURE.map((name) => ({ type: 'backend-infrastructure', pattern: `backend/src/${name}` })),
        ...BACKEND_FEATURES.map((name) => ({ type: backendFeature(name), pattern: `backend/src/${name}` })),
        // A folder of backend/src in neither list: the lint asks for its place (below) before it imports anything.
        { type: 'backend-unplaced', pattern: 'backend/src/*' },
        // The files that compose the app (app.module.ts, app.factory.ts, main.ts).
        { type: 'backend', pattern: 'backend/src' },
      ],
      'boundaries/files': [
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            refuse(['site-feature'], ['site-feature', 'site-app']),
            refuse(['site-shared'], ['site-feature', 'site-app']),
            refuse(PUBLIC_SITE, ['admin-panel', ...BACKEND]),
            refuse(['admin-panel'], [...PUBLIC_SITE, ...BACKEND]),
            refuse(BACKEND, [...PUBLIC_SITE, 'admin-panel']),
            refuse(['domain'], [...PUBLIC_SITE, 'admin-panel', ...BACKEND]),
            refuse(['backend-infrastructure'], ['backend', ...BACKEND_FEATURES.map(backendFeature)]),
            refuse(['backend-unplaced'], BACKEND),
            ...backendFeaturePolicies(),
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    ignores: DATA_ACCESS_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typeorm', importNames: ['EntityManager', 'DataSource', 'Repository', 'SelectQueryBuilder'], message: DATA_ACCESS_MESSAGE },
            { name: '@nestjs/typeorm', importNames: ['InjectRepository', 'InjectDataSource', 'InjectEntityManager'], message: DATA_ACCESS_MESSAGE },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='createQueryBuilder']", message: DATA_ACCESS_MESSAGE },
        // Database.manager: the current transaction's manager, for repositories only.
        { selector: "MemberExpression[object.property.name='manager']", message: DATA_ACCESS_MESSAGE },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The public site's kinds of code (boundaries/elements below). */
const PUBLIC_SITE = ['site-feature', 'site-app', 'site-testing', 'site-shared'];

/** A boundaries policy: code of these kinds must not import code of those. */
const refuse = (from, to) => ({ from: { element: { types: { anyOf: from } } }, disallow: { to: { element: { types: { anyOf: to } } } } });

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
        { type: 'backend', pattern: 'backend/src' },
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
            refuse(PUBLIC_SITE, ['admin-panel', 'backend']),
            refuse(['admin-panel'], [...PUBLIC_SITE, 'backend']),
            refuse(['backend'], [...PUBLIC_SITE, 'admin-panel']),
            refuse(['domain'], [...PUBLIC_SITE, 'admin-panel', 'backend']),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

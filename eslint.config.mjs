// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import noBuildHistory from './scripts/lint/noBuildHistory.mjs';

/**
 * Import boundaries (README, Layout): shared -> server, shared -> client, never the other way,
 * and client features never import each other. ESLint keeps only the last `no-restricted-imports`
 * that matches a file, so each block lists every pattern that applies to its files.
 */
const restrict = (...rules) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: rules.flatMap(({ groups, message }) =>
        groups.map((group) => ({ group: [group], message })),
      ),
    },
  ],
});

const SHARED_ONLY = {
  groups: [
    '**/server/**',
    '**/client/**',
    'react',
    'react-*',
    'fastify',
    '@fastify/*',
    'drizzle-orm*',
  ],
  message: 'src/shared is the contract: it imports neither side.',
};
const NO_SERVER = {
  groups: [
    '**/server/**',
    'fastify',
    '@fastify/*',
    'drizzle-orm*',
    'pg',
    '@electric-sql/*',
    'firebase-admin*',
  ],
  message: 'The client never imports server code.',
};
const NO_CLIENT = {
  groups: ['**/client/**', 'react', 'react-dom', 'react-*'],
  message: 'The server never imports client code.',
};
const FEATURES = [
  'home',
  'about',
  'blog',
  'errors',
  'auth',
  'dashboard',
  'catalog',
  'search',
  'selling',
  'orders',
  'payment',
  'wishlist',
  'admin',
  'seller',
];
const otherFeatures = (feature) => ({
  groups: FEATURES.filter((other) => other !== feature).flatMap((other) => [
    `**/features/${other}/**`,
    `../${other}/**`,
    `../../${other}/**`,
  ]),
  message: 'Features do not import each other: move what they share to components/, api/ or app/.',
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Promises the type checker can see: one nobody awaits or handles loses its error silently,
    // one handed to a place that expects a plain function runs unawaited, and awaiting a
    // non-promise hides a missing call. Only TypeScript files are checked with types.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', '__mocks__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every text a component shows comes from the catalogues (src/client/i18n), in both
    // languages. A literal in JSX text, or in an attribute people read or hear, is an error.
    files: ['src/client/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/client/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['alt', 'aria-label', 'aria-description', 'title', 'placeholder', 'label'],
          },
        },
      ],
    },
  },
  { files: ['src/shared/**/*.ts'], rules: restrict(SHARED_ONLY) },
  { files: ['src/client/**/*.{ts,tsx}'], rules: restrict(NO_SERVER) },
  { files: ['src/server/**/*.ts'], rules: restrict(NO_CLIENT) },
  ...FEATURES.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(NO_SERVER, otherFeatures(feature)),
  })),
  {
    // Code speaks of the product, never of how it was built (scripts/lint/noBuildHistory.mjs).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', '*.{ts,mjs}'],
    plugins: { house: { rules: { 'no-build-history': noBuildHistory } } },
    rules: { 'house/no-build-history': 'error' },
  },
);

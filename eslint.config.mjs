// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import noBuildHistory from './scripts/lint/noBuildHistory.mjs';

// Import boundaries (shared, client, server, features, layers, cycles) live in
// .dependency-cruiser.mjs, checked by `npm run lint`.

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
  {
    // Code speaks of the product, never of how it was built (scripts/lint/noBuildHistory.mjs).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'e2e/**/*.ts', '*.{ts,mjs}'],
    plugins: { house: { rules: { 'no-build-history': noBuildHistory } } },
    rules: { 'house/no-build-history': 'error' },
  },
);

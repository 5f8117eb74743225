// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries of DESIGN.md: shared -> server, shared -> client, never the other way. */
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: groups.map((group) => ({ group, message })) }],
});

const features = ['home', 'about', 'blog', 'errors', 'auth', 'dashboard', 'products', 'orders', 'payment', 'wishlist', 'admin'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
    files: ['src/shared/**/*.ts'],
    rules: forbid(['**/server/**', '**/client/**', 'react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm*'], 'src/shared is the contract: it imports neither side.'),
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: forbid(['**/server/**', 'fastify', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*', 'firebase-admin*'], 'The client never imports server code.'),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid(['**/client/**', 'react', 'react-dom', 'react-*'], 'The server never imports client code.'),
  },
  ...features.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: forbid(
      [...features.filter((other) => other !== feature).map((other) => `**/features/${other}/**`), ...features.filter((o) => o !== feature).map((o) => `../${o}/**`)],
      'Features do not import each other: move what they share to components/, api/ or app/.',
    ),
  })),
);

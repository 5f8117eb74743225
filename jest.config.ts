/** @jest-config-loader ts-node */
// ts-node, as for webpack.config.ts: Node's own type stripping cannot follow this file's
// extensionless import of the PostgreSQL helper.
import type { Config } from 'jest';
import { depthOf, placeServerTests } from './scripts/jest/serverTestPlacement';
import { findPostgresBinDir } from './src/server/testing/postgres/postgresServer';
import { findRedisServer } from './src/server/testing/redisServer';

// ts-jest compiles to CommonJS for jest; type-checking is `npm run typecheck`'s job.
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      module: 'CommonJS',
      moduleResolution: 'Node',
      jsx: 'react-jsx',
      isolatedModules: true,
    },
  },
];

// Jest runs with --experimental-vm-modules (scripts/test.mjs): PGlite loads its WebAssembly with
// a dynamic import, and with that flag Jest 30 on Node 24 also require()s the ES-module-only
// packages some dependencies use (msw's rettime, @fastify/static's content-disposition).
type ProjectConfig = NonNullable<Config['projects']>[number] & object;

/** CI must run every test: a missing PostgreSQL or Redis there fails the run, never leaves out. */
const onCi = Boolean(process.env.CI);
const PROGRAMS: Record<string, () => string | undefined> = { 'redis-server': findRedisServer };

/**
 * Each server test file says in its docblock which database it needs (`@database`), whether it
 * belongs to the deeper run only (`@deep`) and which programs it starts (`@needs`); the rules
 * are in scripts/jest/serverTestPlacement.ts. `npm run test:deep` sets TEST_DEPTH=deep (or rest).
 */
const depth = depthOf(process.env.TEST_DEPTH);
const placement = placeServerTests(__dirname, ['src/server', 'src/shared', 'scripts'], {
  withPostgres: onCi || findPostgresBinDir() !== undefined,
  depth,
  hasProgram: (name) => onCi || PROGRAMS[name]?.() !== undefined,
});
if (placement.leftOut.length > 0) {
  console.warn(
    `\nLeft out of this run (CI runs them):\n${placement.leftOut
      .map(({ file, why }) => `  ${file}: ${why}`)
      .join('\n')}\n`,
  );
}
const filesOf = (files: string[]) => files.map((file) => `<rootDir>/${file}`);

const serverProject: ProjectConfig = {
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: filesOf(placement.server),
  transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
  // One real Firebase Auth emulator and one PostgreSQL server for the whole run, whichever server
  // projects run (jest runs a globalSetup module shared by projects once).
  globalSetup: '<rootDir>/src/server/testing/authEmulator/globalSetup.ts',
  globalTeardown: '<rootDir>/src/server/testing/authEmulator/globalTeardown.ts',
};

const clientProject: ProjectConfig = {
  displayName: 'client',
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/src/client'],
  testMatch: ['**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
  moduleNameMapper: {
    // Stylesheets, Swiper's own by package path (`swiper/css`, `swiper/css/pagination`) too.
    '\\.s?css$|^swiper/css': '<rootDir>/__mocks__/styleMock.ts',
    '\\.(svg|png|jpe?g|webp|gif)$': '<rootDir>/__mocks__/fileMock.ts',
    '^swiper/react$': '<rootDir>/__mocks__/swiperReact.tsx',
    '^swiper/modules$': '<rootDir>/__mocks__/swiperModules.ts',
    '^firebase/app$': '<rootDir>/__mocks__/firebaseApp.ts',
    '^firebase/auth$': '<rootDir>/__mocks__/firebaseAuth.ts',
    // Stripe.js comes from Stripe's servers; the stand-ins let tests decide its answers.
    '^@stripe/stripe-js$': '<rootDir>/__mocks__/stripeJs.ts',
    '^@stripe/react-stripe-js$': '<rootDir>/__mocks__/stripeReactJs.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/src/client/testing/setupTests.ts'],
};

const config: Config = {
  // Global only (jest ignores it in a project). Server files build the app in beforeAll
  // (PGlite's WebAssembly start, migrations, the demo data), which can pass jest's 5 s default on
  // two busy cores; a timed-out hook then tears the environment down under a still-loading PGlite,
  // and the error that follows takes the whole in-band run with it.
  testTimeout: 30_000,
  // One worker per core. Jest's default leaves a core free (on two cores that is one worker, and
  // the whole run in band); the Auth emulator and PostgreSQL mostly wait, so every core can run
  // test files. More workers than cores only made the files compete (client tests timed out).
  maxWorkers: '100%',
  // Each test file loads its modules afresh, and a worker's heap keeps some of every file it ran
  // (PGlite's WebAssembly among them); one worker that ran every file once died at its 4 GB heap
  // limit. A worker above this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  // On a run without timings (CI's fresh clone), the few heavy files first, not last by size.
  testSequencer: '<rootDir>/scripts/jest/heavyFirstSequencer.mjs',
  projects: [
    // The rest of a deep run (CI's second step) is server files only.
    ...(depth === 'rest' ? [] : [clientProject]),
    serverProject,
    // The same files' settings, on a real PostgreSQL server (the production database path): a
    // buildTestApp() there copies the run's template database (globalSetup starts the server).
    ...(placement.postgres.length > 0
      ? [
          {
            ...serverProject,
            displayName: 'server-postgres',
            testMatch: filesOf(placement.postgres),
            setupFiles: ['<rootDir>/src/server/testing/postgres/usePostgresForServerTests.ts'],
          },
        ]
      : []),
  ],
};

export default config;

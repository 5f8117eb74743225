/** @jest-config-loader ts-node */
// ts-node, as for webpack.config.ts: Node's own type stripping cannot follow this file's
// extensionless import of the PostgreSQL helper.
import type { Config } from 'jest';
import { findPostgresBinDir } from './src/server/testing/postgres/postgresServer';

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

const withPostgres = Boolean(process.env.CI) || findPostgresBinDir() !== undefined;

/**
 * Route tests that run on PostgreSQL only when the run has one: on PGlite (PostgreSQL itself,
 * compiled to WebAssembly) such a file runs the same handlers and SQL again at about five times
 * the cost. PGlite keeps what can differ on it: the database layer (src/server/db), the races
 * and the 100k-listing query plans of this folder, and every route through the authorization
 * matrix and the hostile-input suite (a share of its cases when PostgreSQL runs them all, see
 * server-postgres below); the browser journeys run the product on PGlite.
 */
const ROUTE_TESTS_ON_POSTGRES_ONLY = '/src/server/routes/(?![^/]*(Race|AtScale)\\.test\\.ts$)';

/**
 * Upgrade tests (an older database, migrated forward and seeded again) build that database from
 * its first migration: ~15 s on PGlite for what PostgreSQL checks in a few. Every PGlite test
 * app still starts from all the migrations (the run's image), so PGlite keeps running each one.
 */
const UPGRADE_TESTS_ON_POSTGRES_ONLY = '/src/server/db/[^/]*Upgrade\\.test\\.ts$';

/**
 * The app's own rules (plugins, payments, mail, images, tokens, the app itself) are the same on
 * either database, and each of these files builds a test app: a PGlite start of 1–2 s apiece
 * where a PostgreSQL copy of the template takes a tenth of that. Every route still runs on PGlite
 * through the authorization matrix and the hostile-input suite, and the live events' PGlite
 * `listen()` path keeps its tests there (src/server/live).
 */
const APP_RULE_TESTS_ON_POSTGRES_ONLY =
  '/src/server/((plugins|payments|mail|images|auth)/[^/]*|app)\\.test\\.ts$';

const serverProject: ProjectConfig = {
  displayName: 'server',
  testEnvironment: 'node',
  // scripts/: the command-line tools' own logic (npm run scale's prerequisites).
  roots: ['<rootDir>/src/server', '<rootDir>/src/shared', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(withPostgres
      ? [
          ROUTE_TESTS_ON_POSTGRES_ONLY,
          UPGRADE_TESTS_ON_POSTGRES_ONLY,
          APP_RULE_TESTS_ON_POSTGRES_ONLY,
        ]
      : []),
  ],
  transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
  // One real Firebase Auth emulator and one PostgreSQL server for the whole run, whichever server
  // projects run (jest runs a globalSetup module shared by projects once).
  globalSetup: '<rootDir>/src/server/testing/authEmulator/globalSetup.ts',
  globalTeardown: '<rootDir>/src/server/testing/authEmulator/globalTeardown.ts',
};

const config: Config = {
  // Global only (jest ignores it in a project). Server files build the app in beforeAll
  // (PGlite's WebAssembly start, migrations, the seed), which can pass jest's 5 s default on two
  // busy cores; a timed-out hook then tears the environment down under a still-loading PGlite,
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
    {
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
    },
    serverProject,
    // The server tests whose meaning depends on the database, on a real PostgreSQL server (the
    // production database path): the database layer (triggers, the seed, queries, the migrations
    // every copy starts from) and the routes (their transactions, races, constraints and
    // queries), and the app's own rules that build a test app (plugins, payments, mail, images,
    // tokens), which are the same on either database but start faster here. The hostile-input
    // suite runs its whole plan here and a fifth of it on PGlite (hostileShare.ts): measured as a
    // pair, its files' worker time fell 592 → 413 s and the longest file 159 → 55 s, at the same
    // CPU (PostgreSQL's share runs in its own process). The authorization matrix and live events
    // stay on PGlite only. Without PostgreSQL's binaries a developer's run leaves the project out
    // (globalSetup says so) and runs every one of these on PGlite instead; CI fails there.
    ...(withPostgres
      ? [
          {
            ...serverProject,
            displayName: 'server-postgres',
            testMatch: [
              '<rootDir>/src/server/{db,routes,plugins,payments,mail,images,auth}/**/*.test.ts',
              '<rootDir>/src/server/app.test.ts',
              '<rootDir>/src/server/testing/hostileInput/*.test.ts',
            ],
            testPathIgnorePatterns: ['/node_modules/'],
            setupFiles: ['<rootDir>/src/server/testing/postgres/usePostgresForServerTests.ts'],
          },
        ]
      : []),
  ],
};

export default config;

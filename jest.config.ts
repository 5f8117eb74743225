import type { Config } from 'jest';

// ts-jest compiles to CommonJS for jest; type-checking is `npm run typecheck`'s job.
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { module: 'CommonJS', moduleResolution: 'Node', jsx: 'react-jsx' } },
];

// Jest runs with --experimental-vm-modules (PGlite loads its WebAssembly with a dynamic import).
// In that mode Jest 29 cannot require() ESM-only packages (msw's rettime, fastify's cookie,
// @fastify/static's content-disposition); this resolver hands it CommonJS copies of them.
const resolver = '<rootDir>/scripts/jest-esm-interop-resolver.cjs';

const config: Config = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src/client'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
      resolver,
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
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/server', '<rootDir>/src/shared'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
      resolver,
      // One real Firebase Auth emulator for the whole server run (identity tests need real tokens).
      globalSetup: '<rootDir>/src/server/testing/authEmulator/globalSetup.ts',
      globalTeardown: '<rootDir>/src/server/testing/authEmulator/globalTeardown.ts',
    },
  ],
};

export default config;

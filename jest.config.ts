import type { Config } from 'jest';

// ts-jest compiles to CommonJS for jest; type-checking is `npm run typecheck`'s job.
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { module: 'CommonJS', moduleResolution: 'Node', jsx: 'react-jsx' } },
];

// msw 2 pulls in a few ESM-only packages that jest must transform like our own code.
const esmOnly = ['until-async', 'rettime', '@open-draft/deferred-promise', 'swiper'].join('|');

const config: Config = {
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src/client'],
      testMatch: ['**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
      transformIgnorePatterns: [`node_modules/(?!(${esmOnly})/)`],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/__mocks__/styleMock.ts',
        '\\.(svg|png|jpe?g|webp|gif)$': '<rootDir>/__mocks__/fileMock.ts',
        '^swiper/react$': '<rootDir>/__mocks__/swiperReact.tsx',
        '^swiper/modules$': '<rootDir>/__mocks__/swiperModules.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/src/client/testing/setupTests.ts'],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/server', '<rootDir>/src/shared'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
    },
  ],
};

export default config;

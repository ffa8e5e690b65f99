import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

// Two projects: the SPA (jsdom) and the server (node, against real PGlite/PostgreSQL and the
// real Firebase Auth emulator, started once by jest/globalSetup.ts).
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
// ESM-only dependencies that Jest must transform.
const transformIgnorePatterns = [
  '/node_modules/(?!(d3-[^/]+|internmap|delaunator|robust-predicates|content-disposition|trading-signals|lightweight-charts|fancy-canvas)/)',
];

const config: Config = {
  // Two workers even on two cores: the suites mostly wait on the database, the Auth emulator and
  // real servers, and measured 1,217 s against 1,701 s with Jest's default of one there.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // Server suites start a real server and database and call the Auth emulator; client suites
  // talk to the emulator too. That takes seconds, not milliseconds, on a loaded 2-core machine.
  // (A global option: Jest ignores it inside projects.)
  testTimeout: 30_000,
  // After a failed hook a half-started server can keep the process alive; CI must end with the
  // failure rather than hang until its time limit. Passing runs close everything they open.
  forceExit: Boolean(process.env.CI),
  globalSetup: '<rootDir>/jest/globalSetup.ts',
  globalTeardown: '<rootDir>/jest/globalTeardown.ts',
  projects: [
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/jest/jsdomEnvironment.cjs',
      roots: ['<rootDir>/src'],
      transform,
      transformIgnorePatterns,
      setupFilesAfterEnv: ['<rootDir>/jest/setupClient.ts'],
      moduleNameMapper: {
        '\\.(css|woff2?|svg|png)$': '<rootDir>/jest/fileStub.cjs',
        '^react-virtualized-auto-sizer$': '<rootDir>/jest/autoSizerStub.cjs',
        // Its exports map offers only an ES module under "import", which Jest's CommonJS resolver
        // does not pick; the file itself is transformed like the other ESM-only libraries.
        '^lightweight-charts$': '<rootDir>/node_modules/lightweight-charts/dist/lightweight-charts.production.mjs',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/common', '<rootDir>/server', '<rootDir>/scripts', '<rootDir>/e2e', '<rootDir>/eslint'],
      // e2e/*.spec.ts are Playwright journeys; Jest runs only the *.test.ts beside them.
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;

/**
 * One Jest run for every service: tests sit beside the feature they cover (`*.spec.ts`, `*.e2e.ts`)
 * and talk to the real Postgres and Redis prepared by the global setup.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const ESM_ONLY = ['@prisma/schema-engine-wasm', '@tus/server', '@tus/file-store', '@tus/utils', 'srvx'].join('|');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/services', '<rootDir>/tools', '<rootDir>/test'],
  // Unit (*.spec.ts), medium (*.medium.ts: a service with its real repositories and stores, no HTTP), e2e.
  testMatch: ['**/*.spec.ts', '**/*.medium.ts', '**/*.e2e.ts'],
  // ES-module-only packages (the Wasm schema engine's bindings, the tus server and what it imports), which
  // Jest's runtime cannot require on Node 20 (Node itself can): compiled like our own code.
  transform: { '^.+\\.ts$': swc, [`(${ESM_ONLY})/.+\\.m?js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY})/)`],
  // Workspace packages from their sources, as tsc reads them (their `types`); node runs their dist.
  moduleNameMapper: {
    '^@arena/([a-z-]+)$': '<rootDir>/services/$1/src/index.ts',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFiles: ['<rootDir>/test/env.ts'],
  testTimeout: 30000,
  maxWorkers: 2,
};

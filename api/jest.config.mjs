/**
 * API tests: Node environment, TypeScript through @swc/jest as native ES modules
 * (run with NODE_OPTIONS=--experimental-vm-modules: PGlite uses dynamic import).
 * On PostgreSQL when DATABASE_URL is set, else in-memory PGlite.
 */
export default {
  displayName: 'api',
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  // The database is migrated once per run, and each file gets a copy (test/helpers/migrated-once.ts).
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // A bound on a failing test, not a wait; building the app has its own (test/helpers/app.ts).
  testTimeout: 30_000,
  maxWorkers: 2,
  reporters: ['default', ['<rootDir>/../jest/slowest-files-reporter.mjs', { max: 20 }]],
};

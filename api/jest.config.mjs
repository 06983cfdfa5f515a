/**
 * API tests: Node environment, TypeScript through @swc/jest as native ES modules
 * (run with NODE_OPTIONS=--experimental-vm-modules; PGlite and `cookie` 2 are ESM).
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
    // cookie 2 is ESM-only but is require()d by @fastify/cookie and light-my-request.
    '/node_modules/cookie/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/cookie/).*/node_modules/'],
  testTimeout: 30_000,
  maxWorkers: 2,
};

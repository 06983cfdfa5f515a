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
    // cookie 2 and content-disposition 3 are ESM-only but are require()d by @fastify/cookie,
    // light-my-request and @fastify/static (Node itself can; Jest's module runtime cannot).
    '/node_modules/(cookie|content-disposition)/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(cookie|content-disposition)/).*/node_modules/'],
  testTimeout: 30_000,
  maxWorkers: 2,
};

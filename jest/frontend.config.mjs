/**
 * Unit and component tests of contracts/, shared/, ops/, shell/, every remote (the one list of apps)
 * and the lint boundaries (jest/__tests__): jsdom with fetch, TypeScript and JSX through
 * @swc/jest, `@lifeguard/shared/...` resolved to its sources as in the builds.
 */
import { APP_DIRS } from '@lifeguard/contracts/remotes';

const root = new URL('..', import.meta.url).pathname;

export default {
  displayName: 'frontend',
  rootDir: root,
  roots: ['contracts', 'shared', 'ops', 'jest', ...APP_DIRS].map((dir) => `<rootDir>/${dir}`),
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testEnvironment: '<rootDir>/jest/jsdom-environment.mjs',
  testEnvironmentOptions: { url: 'http://localhost/app/' },
  setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
  moduleNameMapper: {
    '^@lifeguard/shared/(ui|testing)/(.*)$': '<rootDir>/shared/src/$1/$2.tsx',
    '^@lifeguard/shared/(.*)$': '<rootDir>/shared/src/$1',
    '^@lifeguard/contracts/(.*)$': '<rootDir>/contracts/src/$1',
  },
  transform: {
    '^.+\\.(m?j|t)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
      },
    ],
  },
  clearMocks: true,
  // A bound on a failing test, not a wait: above the 10 s findBy* bound (jest/setup-dom.ts), for
  // screens that render for seconds while other jobs share the CPU (issue 15 item 9).
  testTimeout: 30_000,
  maxWorkers: 2,
  reporters: ['default', ['<rootDir>/jest/slowest-files-reporter.mjs', { max: 20 }]],
};

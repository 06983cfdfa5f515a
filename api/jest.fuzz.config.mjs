import base from './jest.config.mjs';

/**
 * The fuzz suite (`npm run test:fuzz`, issue 15): the API tests' setup, its own files
 * (`test/fuzz/*.fuzz.ts`, kept out of `npm run test:api`), one worker, a time budget of 3 minutes.
 */
export default {
  ...base,
  displayName: 'api-fuzz',
  testMatch: ['<rootDir>/test/fuzz/**/*.fuzz.ts'],
  testTimeout: 180_000,
  maxWorkers: 1,
};

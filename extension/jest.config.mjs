/**
 * Unit tests of the extension's core logic (src/lib): the frontend config's SWC transform and
 * module names, in Node's environment instead of jsdom, since that code runs in a service worker
 * (no DOM, but fetch, URL and crypto.subtle).
 */
import frontend from '../jest/frontend.config.mjs';

export default {
  displayName: 'extension',
  rootDir: frontend.rootDir,
  roots: ['<rootDir>/extension'],
  testMatch: frontend.testMatch,
  testEnvironment: 'node',
  moduleNameMapper: frontend.moduleNameMapper,
  transform: frontend.transform,
  clearMocks: true,
  maxWorkers: 2,
};

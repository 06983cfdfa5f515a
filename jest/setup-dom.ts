import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait on a condition; the timeout only bounds a failure. A whole screen's first
// render takes seconds on a busy machine (issue 15 item 9), so the bound is generous and one
// value for every test instead of per-call overrides.
configure({ asyncUtilTimeout: 10_000 });

/** jsdom has no matchMedia; the theme follows `prefers-color-scheme` through it. */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

window.scrollTo = () => undefined;

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

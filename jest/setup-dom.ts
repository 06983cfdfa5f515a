import '@testing-library/jest-dom/jest-globals';
import { afterEach, jest } from '@jest/globals';

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

/** The page reloads this long after a developer-tools action, ms (spec 001 §2, §9). */
export const DEV_RELOAD_DELAY_MS = 100;

/** The page reload, an object so tests can spy on it instead of jsdom's location. */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/** Runs a developer-tools action (a browser flag change), then reloads the page 100 ms later (spec 001 §2). */
export function runDevAction(action: () => void): void {
  action();
  setTimeout(() => pageReload.reload(), DEV_RELOAD_DELAY_MS);
}

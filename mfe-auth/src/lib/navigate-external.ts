/**
 * Full-page navigation to pages the server renders outside the /app router, e.g. the mobile
 * hand-off `/users/mobile-auth-redirect/` (spec 000 §4). An object, so tests can spy on
 * `externalNavigation.navigateExternal` instead of jsdom's `window.location`.
 */
export const externalNavigation = {
  navigateExternal(href: string): void {
    window.location.assign(href);
  },
};

/**
 * Leaves the app for Google's consent page (issue 14 'Connect Gmail'); Google sends the browser
 * back to /integrations/email. An object, so tests can spy on `googleConsent.open` instead of
 * jsdom's `window.location`.
 */
export const googleConsent = {
  open(authUrl: string): void {
    window.location.assign(authUrl);
  },
};

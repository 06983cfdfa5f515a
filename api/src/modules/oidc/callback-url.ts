/** Where the provider sends the browser back to us: allauth's path, e.g. /accounts/google/login/callback/. */
export const callbackPath = (provider: string) => `/accounts/${provider}/login/callback/`;

/** The app's third-party sign-in callback (spec 000 §2 route oauth-callback), when no flow names one. */
export const DEFAULT_CALLBACK_URL = '/app/auth/callback';

/**
 * `callbackUrl` (a same-origin path or absolute URL, as the client sent it) with `params` added
 * to its query, kept relative when it was relative.
 */
export function callbackLocation(callbackUrl: string, params: Record<string, string> = {}): string {
  const url = new URL(callbackUrl, 'http://relative.invalid');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return callbackUrl.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

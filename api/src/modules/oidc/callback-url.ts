import { sameOriginPath } from '@lifeguard/contracts/redirects';

/** Where the provider sends the browser back to us: allauth's path, e.g. /accounts/google/login/callback/. */
export const callbackPath = (provider: string) => `/accounts/${provider}/login/callback/`;

/** The app's third-party sign-in callback (spec 000 §2 route oauth-callback), when no flow names one. */
export const DEFAULT_CALLBACK_URL = '/app/auth/callback';

/** The base relative paths are resolved against; it never reaches a Location. */
const RELATIVE = 'http://relative.invalid';

/**
 * `callbackUrl`, the same-origin path the provider redirect checked (contracts/redirects `sameOriginPath`),
 * with `params` added to its query: a relative Location, never built from the request's Host. A
 * value that is not such a path (a flow stored before issue 30 F6) comes back to the default.
 */
export function callbackLocation(callbackUrl: string, params: Record<string, string> = {}): string {
  const url = new URL(sameOriginPath(callbackUrl, RELATIVE) ?? DEFAULT_CALLBACK_URL, RELATIVE);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

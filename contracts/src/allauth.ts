/**
 * Names of django-allauth's headless API that the server and the apps both use (spec 000 §4, §7).
 */

/** Third-party providers of the `provider_redirect` flow (spec 000 §4 "Google sign-in"). */
export const PROVIDERS = ['google'] as const;
export type ProviderId = (typeof PROVIDERS)[number];

/** What a provider redirect is for: signing in, or connecting an account to the signed-in user. */
export const PROVIDER_PROCESSES = ['login', 'connect'] as const;
export type ProviderProcess = (typeof PROVIDER_PROCESSES)[number];

/** The header carrying a password reset key to `GET …/auth/password/reset` (spec 000 §7). */
export const PASSWORD_RESET_KEY_HEADER = 'X-Password-Reset-Key';

/** How a session was signed in (allauth's `data.methods[].method`): a password, or a provider. */
export type SessionMethod = 'password' | ProviderId;

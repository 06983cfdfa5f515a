/**
 * Names of django-allauth's headless API that the server and the apps both use (spec 000 §4, §7;
 * issue 16 "the full django-allauth headless API").
 */

/** Third-party providers of the `provider_redirect` flow (spec 000 §4 "Google sign-in"). */
export const PROVIDERS = ['google'] as const;
export type ProviderId = (typeof PROVIDERS)[number];

/** What a provider redirect is for: signing in, or connecting an account to the signed-in user. */
export const PROVIDER_PROCESSES = ['login', 'connect'] as const;
export type ProviderProcess = (typeof PROVIDER_PROCESSES)[number];

/** The header carrying a password reset key to `GET …/auth/password/reset` (spec 000 §7). */
export const PASSWORD_RESET_KEY_HEADER = 'X-Password-Reset-Key';

/** The header carrying a mailed email verification key to `GET …/auth/email/verify`. */
export const EMAIL_VERIFICATION_KEY_HEADER = 'X-Email-Verification-Key';

/** How a session was signed in (the `sessions.method` column): a password, or a provider. */
export type SessionMethod = 'password' | ProviderId;

/** allauth's MFA_SUPPORTED_TYPES as we offer them: an authenticator app, and recovery codes. */
export const AUTHENTICATOR_TYPES = ['recovery_codes', 'totp'] as const;
export type AuthenticatorType = (typeof AUTHENTICATOR_TYPES)[number];

/** allauth's flow ids that we offer (`data.flows[].id` of a 401). */
export const FLOWS = [
  'login',
  'signup',
  'provider_redirect',
  'mfa_authenticate',
  'reauthenticate',
  'mfa_reauthenticate',
] as const;
export type FlowId = (typeof FLOWS)[number];

/**
 * How recent the last (re)authentication must be for a sensitive action, in seconds
 * (allauth's ACCOUNT_REAUTHENTICATION_TIMEOUT, 300 s); older answers 401 with reauthenticate flows.
 */
export const REAUTHENTICATION_TIMEOUT_S = 300;

/** How many recovery codes a set holds (allauth's MFA_RECOVERY_CODE_COUNT). */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The error code of a second factor locked after 10 failed codes in a row, for 15 minutes
 * (429; issue 30 item 6). Ours: allauth has no lockout, only its per-minute
 * `too_many_login_attempts`.
 */
export const MFA_LOCKED_OUT_CODE = 'mfa_locked_out';

/** TOTP parameters (allauth's MFA_TOTP_*): 6 digits, 30 s steps, a ±1-step window. */
export const TOTP = { digits: 6, periodS: 30, window: 1 } as const;

import type {
  EmailAddress,
  ProviderAccount,
  UserSession,
} from '@lifeguard/contracts/schemas/allauth-account';
import type { Authenticators } from '@lifeguard/contracts/schemas/allauth-mfa';
import type { Flow } from '@lifeguard/contracts/schemas/errors';
import type { MockHandler, RecordedRequest } from '@lifeguard/shared/testing/mock-api';
import { json } from './account-fixtures';

/** allauth's browser API, where the account security calls go (issue 16). */
export const ALLAUTH = '/_allauth/browser/v1';

export const EMAIL = `${ALLAUTH}/account/email`;
export const PROVIDERS = `${ALLAUTH}/account/providers`;
export const AUTHENTICATORS = `${ALLAUTH}/account/authenticators`;
export const TOTP = `${AUTHENTICATORS}/totp`;
export const RECOVERY_CODES = `${AUTHENTICATORS}/recovery-codes`;
export const SESSIONS = `${ALLAUTH}/auth/sessions`;
export const REAUTHENTICATE = `${ALLAUTH}/auth/reauthenticate`;
export const MFA_REAUTHENTICATE = `${ALLAUTH}/auth/2fa/reauthenticate`;

/** allauth's list answer `{status: 200, data}`. */
export const listAnswer = <T>(data: T[]): [number, unknown] => [200, { status: 200, data }];

/** allauth's error answer with one error. */
export const allauthError = (
  status: number,
  message: string,
  code: string,
  param?: string,
): [number, unknown] => [status, { status, errors: [{ message, code, ...(param ? { param } : {}) }] }];

/** An address of the account; by default the user's primary, verified one. */
export const emailAddress = (overrides: Partial<EmailAddress> = {}): EmailAddress => ({
  email: 'ada@example.com',
  primary: true,
  verified: true,
  ...overrides,
});

/** A connected Google account. */
export const googleAccount = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => ({
  uid: '108234',
  display: 'ada.lovelace@gmail.com',
  provider: { id: 'google', name: 'Google', flows: ['provider_redirect'] },
  ...overrides,
});

/** allauth's ReauthenticationRequired (401, signed in) offering `flows`. */
export const reauthenticationRequired = (flows: Flow[]): [number, unknown] => [
  401,
  {
    status: 401,
    data: {
      user: { id: 7, display: 'Ada Lovelace', email: 'ada@example.com', has_usable_password: true },
      methods: [{ method: 'password', at: 1_700_000_000, email: 'ada@example.com' }],
      flows,
    },
    meta: { is_authenticated: true },
  },
];

/** The active app and a set of recovery codes with `unused` of 10 left, since `createdAt` (epoch s). */
export const activeAuthenticators = (unused = 10, createdAt = 1_741_521_600): Authenticators['data'] => [
  { type: 'totp', created_at: createdAt, last_used_at: null },
  {
    type: 'recovery_codes',
    created_at: createdAt,
    last_used_at: null,
    total_code_count: 10,
    unused_code_count: unused,
  },
];

/** A session of the user, `minutesAgo` last seen (epoch seconds from the real clock). */
export const userSession = (overrides: Partial<UserSession> = {}, minutesAgo = 0): UserSession => {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: 1,
    user_agent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    ip: '203.0.113.5',
    created_at: now - 3 * 24 * 3600,
    last_seen_at: now - minutesAgo * 60,
    is_current: true,
    ...overrides,
  };
};

/**
 * What the profile's security sections load (email addresses, connected accounts,
 * authenticators), answered for `mockApi`: the primary address, nothing connected, 2FA off.
 */
export const profileSecurityAnswers: Record<string, MockHandler | [number, unknown]> = {
  [`GET ${EMAIL}`]: listAnswer([emailAddress()]),
  [`GET ${PROVIDERS}`]: listAnswer([]),
  [`GET ${AUTHENTICATORS}`]: listAnswer([]),
};

/** The same answers for `mockFetch`, as Responses. */
export const profileSecurityResponses: Record<string, () => Response> = Object.fromEntries(
  Object.entries(profileSecurityAnswers).map(([key, answer]) => {
    const [status, body] = answer as [number, unknown];
    return [key, () => json(status, body)];
  }),
);

const isSecurityLoad = (method: string, path: string) => `${method} ${path}` in profileSecurityAnswers;

/** The mockApi requests other than the security sections' loads, for tests of the rest of the profile. */
export function withoutSecurityLoads(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter(({ method, path }) => !isSecurityLoad(method, path));
}

/** The same for the Requests mockFetch records. */
export function withoutSecurityFetches(requests: Request[]): Request[] {
  return requests.filter(({ method, url }) => !isSecurityLoad(method, new URL(url).pathname));
}

import { jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { App } from '../../../src/app.js';
import { sessions, type UserRow } from '../../../src/modules/users/schema.js';
import { uniqueEmail } from '../../helpers/app.js';
import { expectAllauthContract } from '../../helpers/allauth-openapi.js';
import { Browser } from '../../helpers/browser.js';

export const V1 = '/_allauth/browser/v1';
export const LOGIN = `${V1}/auth/login`;
export const SESSION = `${V1}/auth/session`;
export const AUTHENTICATE = `${V1}/auth/2fa/authenticate`;
export const MFA_REAUTHENTICATE = `${V1}/auth/2fa/reauthenticate`;
export const REAUTHENTICATE = `${V1}/auth/reauthenticate`;
export const AUTHENTICATORS = `${V1}/account/authenticators`;
export const TOTP_PATH = `${V1}/account/authenticators/totp`;
export const RECOVERY_CODES = `${V1}/account/authenticators/recovery-codes`;

export const PASSWORD = 'Correct-horse-1';
const STEP_MS = 30_000;

/**
 * The frozen "now" of these tests: the middle of the current 30 s time step, so the server and
 * the test agree on every step (no wall-clock race at a step's edge).
 */
export const NOW = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;

/** Freezes `Date` (only) at {@link NOW} for the file; timers and ticks stay real. */
export function freezeClock() {
  beforeAll(() => {
    jest.useFakeTimers({
      now: NOW,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterAll(() => jest.useRealTimers());
}

/** The code an authenticator app with `secret` shows `steps` time steps from {@link NOW}. */
export const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: NOW + steps * STEP_MS });

/**
 * `browser.request`, then the answer checked against allauth's OpenAPI file (every answer of
 * these tests whose status the file documents for the operation).
 */
export async function allauth(
  browser: Browser,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const res = await browser.request({ method, url, payload } as InjectOptions);
  expectAllauthContract(method, url, res);
  return res;
}

/** A new user with {@link PASSWORD}, signed in by password in a new browser. */
export async function signedInUser(app: App): Promise<{ user: UserRow; browser: Browser }> {
  const user = await app.users.create({ email: uniqueEmail(), password: PASSWORD, firstName: 'Ada' });
  const browser = new Browser(app);
  const res = await browser.login(user.email, PASSWORD);
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}`);
  return { user, browser };
}

/**
 * A signed-in user with an authenticator app, activated with the code of the step before
 * {@link NOW} (so the current step's code is still unused), and their first recovery codes.
 */
export async function userWithTotp(app: App) {
  const { user, browser } = await signedInUser(app);
  const secret = (await allauth(browser, 'GET', TOTP_PATH)).json().meta.secret as string;
  const activated = await allauth(browser, 'POST', TOTP_PATH, { code: codeAt(secret, -1) });
  if (activated.statusCode !== 200) throw new Error(`activation answered ${activated.statusCode}`);
  const codes = (await allauth(browser, 'GET', RECOVERY_CODES)).json().data.unused_codes as string[];
  return { user, browser, secret, recoveryCodes: codes };
}

/** A new browser with `email`'s login waiting for its second step (asserted). */
export async function pendingLogin(app: App, email: string): Promise<Browser> {
  const browser = new Browser(app);
  await browser.get(SESSION);
  const res = await allauth(browser, 'POST', LOGIN, { email, password: PASSWORD });
  expect(res.statusCode).toBe(401);
  return browser;
}

/** Makes every authentication record of the user's sessions 10 minutes old (past the 5 minutes). */
export async function ageSessions(app: App, userId: number) {
  const old = NOW / 1000 - 600;
  await app.db
    .update(sessions)
    .set({
      methods: sql`(select coalesce(jsonb_agg(m || jsonb_build_object('at', ${old}::float8)), '[]'::jsonb)
        from jsonb_array_elements(${sessions.methods}) m)`,
    })
    .where(eq(sessions.userId, userId));
}

/** A 6-digit code that no step within ±1 of {@link NOW} has for `secret`: surely wrong. */
export function wrongCode(secret: string): string {
  const window = [-1, 0, 1].map((steps) => codeAt(secret, steps));
  let code = Number(codeAt(secret));
  do code = (code + 1) % 1_000_000;
  while (window.includes(String(code).padStart(6, '0')));
  return String(code).padStart(6, '0');
}

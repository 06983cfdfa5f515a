/**
 * Two-factor helpers of the browser suites (issue 16 §6): authenticator-app codes computed as an
 * app would (otpauth, from the secret the API hands out), the account's TOTP turned on through
 * the API, and the login screen's second step.
 */
import type { Page } from '@playwright/test';
import { TOTP as TOTP_PARAMS } from '@lifeguard/contracts/allauth';
import { Secret, TOTP } from 'otpauth';
import { csrfToken, expect } from './fixtures';

/** allauth's browser API (spec 000 §7). */
export const ALLAUTH_API = '/_allauth/browser/v1';

const totpAt = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: TOTP_PARAMS.digits, period: TOTP_PARAMS.periodS });

/**
 * The code an authenticator app shows for `secret` (base32, spaces ignored) `stepsAhead` time
 * steps from now. A time step accepted once is never accepted again, so a sign-in right after
 * turning the app on uses the next step's code, which the ±1-step window accepts: no test waits
 * on the clock.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const periodMs = TOTP_PARAMS.periodS * 1000;
  return totpAt(secret.replace(/\s+/g, '')).generate({ timestamp: Date.now() + stepsAhead * periodMs });
}

/** A 6-digit code that no step the server could accept now (±2 steps) gives for `secret`. */
export function wrongTotpCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => totpCode(secret, steps)));
  for (let candidate = 123456; ; candidate += 1) {
    const code = String(candidate).padStart(TOTP_PARAMS.digits, '0');
    if (!near.has(code)) return code;
  }
}

/** The setup secret the server offers this page's session (`GET …/account/authenticators/totp` 404). */
export async function totpSetupSecret(page: Page): Promise<string> {
  const response = await page.request.get(`${ALLAUTH_API}/account/authenticators/totp`);
  expect(response.status(), await response.text()).toBe(404);
  const body = (await response.json()) as { meta: { secret: string } };
  return body.meta.secret;
}

/** What {@link turnOnTwoFactor} set up: the app's secret and the first recovery codes. */
export type TwoFactor = { secret: string; recoveryCodes: string[] };

/**
 * Turns the authenticator app on for the page's signed-in (recently) user through the API, as
 * the two-factor page does: the setup secret, a code of the current step, then the recovery
 * codes made with it.
 */
export async function turnOnTwoFactor(page: Page): Promise<TwoFactor> {
  const secret = await totpSetupSecret(page);
  const headers = { 'X-CSRFToken': await csrfToken(page.request, page.context()) };
  const activation = await page.request.post(`${ALLAUTH_API}/account/authenticators/totp`, {
    headers,
    data: { code: totpCode(secret) },
  });
  expect(activation.status(), await activation.text()).toBe(200);
  const codes = await page.request.get(`${ALLAUTH_API}/account/authenticators/recovery-codes`);
  expect(codes.status(), await codes.text()).toBe(200);
  const { data } = (await codes.json()) as { data: { unused_codes: string[] } };
  return { secret, recoveryCodes: data.unused_codes };
}

/** The second step of a login (mfe-auth's TwoFactorStep): its heading, input and buttons. */
export function secondStep(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Two-factor authentication' }),
    appCode: page.getByLabel('Authentication code'),
    recoveryCode: page.getByLabel('Recovery code'),
    verify: page.getByRole('button', { name: 'Verify', exact: true }),
    useRecoveryCode: page.getByRole('button', { name: 'Use a recovery code instead' }),
  };
}

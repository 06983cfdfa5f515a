import { TOTP as TOTP_SETTINGS } from '@lifeguard/contracts/allauth';
import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the account (allauth's MFA_TOTP_ISSUER). */
const ISSUER = 'Lifeguard';
/** RFC 6238 with allauth's defaults: HMAC-SHA-1, 6 digits, 30 s steps. */
const PARAMETERS = { algorithm: 'SHA1', digits: TOTP_SETTINGS.digits, period: TOTP_SETTINGS.periodS };

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/**
 * The `otpauth://totp/Lifeguard:<email>?secret=…&issuer=Lifeguard&…` URI of `secret` for the
 * account `email`, which an authenticator app reads from a QR code.
 */
export const totpUrl = (secret: string, email: string): string =>
  new TOTP({ ...PARAMETERS, issuer: ISSUER, label: email, secret: Secret.fromBase32(secret) }).toString();

/**
 * The time step (counter, 30 s units since the epoch) whose code `code` is for `secret`, within
 * ±1 step of `nowMs`; null when it matches none (or is not 6 digits; spaces are ignored).
 * Replay is the caller's concern: accept a step only once.
 */
export function matchingStep(secret: string, code: string, nowMs = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d+$/.test(token)) return null;
  const delta = TOTP.validate({
    ...PARAMETERS,
    token,
    secret: Secret.fromBase32(secret),
    timestamp: nowMs,
    window: TOTP_SETTINGS.window,
  });
  return delta === null ? null : TOTP.counter({ period: PARAMETERS.period, timestamp: nowMs }) + delta;
}

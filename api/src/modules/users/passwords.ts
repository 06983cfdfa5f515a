import { hash, verify } from '@node-rs/argon2';
import type { FieldError } from '@lifeguard/contracts/errors';
import { MIN_PASSWORD_LENGTH, brokenPasswordRule } from '@lifeguard/contracts/passwords';

/** Argon2id hash (library defaults: m=19456 KiB, t=2, p=1). */
export const hashPassword = (password: string) => hash(password);

const decoy = hash('not-a-real-password');

/**
 * Checks a password against a stored hash. With no hash it still spends the time of one
 * verification, so unknown accounts cannot be told apart by timing.
 */
export async function checkPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/**
 * Django's MinimumLengthValidator as allauth answers it (change and reset of a password), with
 * the minimum of spec 000 §9; null when long enough.
 */
export function passwordTooShort(password: string, param: string): FieldError | null {
  if (password.length >= MIN_PASSWORD_LENGTH) return null;
  const message = `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`;
  return { message, code: 'password_too_short', param };
}

/** The first set-password rule of spec 000 §5 that `password` breaks, as a field error; or null. */
export function setupPasswordProblem(password: string): FieldError | null {
  const broken = brokenPasswordRule(password);
  return broken ? { message: broken.message, code: broken.code, param: 'password' } : null;
}

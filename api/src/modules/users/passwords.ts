import { hash, verify } from '@node-rs/argon2';
import type { FieldError } from '@lifeguard/contracts/errors';

/** Minimum password length (spec 000 §9). */
export const MIN_PASSWORD_LENGTH = 8;

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

/** Django's MinimumLengthValidator, as allauth answers it. */
export function passwordTooShort(password: string, param: string): FieldError | null {
  if (password.length >= MIN_PASSWORD_LENGTH) return null;
  const message = `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`;
  return { message, code: 'password_too_short', param };
}

/** The set-password rules of spec 000 §5 with their exact messages; first failure or null. */
export function setupPasswordProblem(password: string): FieldError | null {
  const rules: [boolean, string, string][] = [
    [
      password.length >= MIN_PASSWORD_LENGTH,
      'Password must be at least 8 characters long',
      'password_too_short',
    ],
    [/[A-Z]/.test(password), 'Password must include at least one uppercase letter', 'password_no_upper'],
    [/[0-9]/.test(password), 'Password must include at least one number', 'password_no_number'],
    [
      /[^A-Za-z0-9]/.test(password),
      'Password must include at least one special character',
      'password_no_special',
    ],
  ];
  const failed = rules.find(([ok]) => !ok);
  return failed ? { message: failed[1], code: failed[2], param: 'password' } : null;
}

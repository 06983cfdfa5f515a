/**
 * Email pattern helper of spec 000 §5: a local part without a leading dot or double dots, a
 * domain containing a dot, and a final part of at least 2 letters. Empty values pass (the
 * required rule handles them).
 */
const EMAIL = /^(?!\.)(?!.*\.\.)[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string | null | undefined): boolean {
  if (!value) return true;
  return EMAIL.test(value);
}

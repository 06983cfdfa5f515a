import { normalizeError, type NormalizedError } from '@lifeguard/shared/errors/normalize-error';

/**
 * Runs a call and resolves to its refusal in the normalised shape of spec 000 §8 (`{message,
 * code, param}`, the shape spec 001 §8 gives the phone errors), or to null when it succeeded.
 */
export async function refusalOf(call: () => Promise<unknown>): Promise<NormalizedError | null> {
  try {
    await call();
    return null;
  } catch (error) {
    return normalizeError(error);
  }
}

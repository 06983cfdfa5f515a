import { UNEXPECTED_ERROR_MESSAGE } from '@lifeguard/contracts/errors';
import type { Unauthenticated } from '@lifeguard/contracts/schemas/errors';

/** Normalised error of spec 000 §3 / §8. `code` is the HTTP status, a server code, or 'unknown'. */
export type NormalizedError = {
  message: string;
  code: string | number;
  param: string;
};

/**
 * The message of a call refused because nobody is signed in (the session ended meanwhile): the
 * server's 401 carries allauth's flows, no message of its own.
 */
export const SIGNED_OUT_MESSAGE = 'Your session has ended. Please sign in again.';

type ErrorBody = { errors?: { message?: string; code?: string; param?: string }[]; detail?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** allauth's 401 envelope (UnauthenticatedSchema): `meta.is_authenticated` false, no errors. */
function isUnauthenticated(data: unknown): data is Unauthenticated {
  return isRecord(data) && isRecord(data.meta) && data.meta.is_authenticated === false;
}

/**
 * Turns an RTK Query error (`{status, data}`), a thrown error or anything else into the
 * normalised error of spec 000 §8: the first of `data.errors` if present, else `data.detail`,
 * else {@link SIGNED_OUT_MESSAGE} for allauth's 401 envelope, else the generic message; code is
 * the HTTP status or 'unknown'; param defaults to 'general'.
 */
export function normalizeError(error: unknown): NormalizedError {
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
  const raw = isRecord(error) ? error.data : undefined;
  const data = (isRecord(raw) ? raw : {}) as ErrorBody;
  const first = Array.isArray(data.errors) ? data.errors[0] : undefined;
  if (first?.message) {
    return {
      message: first.message,
      code: first.code ?? status ?? 'unknown',
      param: first.param ?? 'general',
    };
  }
  const message =
    typeof data.detail === 'string'
      ? data.detail
      : isUnauthenticated(raw)
        ? SIGNED_OUT_MESSAGE
        : UNEXPECTED_ERROR_MESSAGE;
  return { message, code: status ?? 'unknown', param: 'general' };
}

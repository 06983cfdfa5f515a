/** Normalised error of spec 000 §3 / §8. `code` is the HTTP status, a server code, or 'unknown'. */
export type NormalizedError = {
  message: string;
  code: string | number;
  param: string;
};

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

type ErrorBody = { errors?: { message?: string; code?: string; param?: string }[]; detail?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Turns an RTK Query error (`{status, data}`), a thrown error or anything else into the
 * normalised error of spec 000 §8: the first of `data.errors` if present, else `data.detail`,
 * else the generic message; code is the HTTP status or 'unknown'; param defaults to 'general'.
 */
export function normalizeError(error: unknown): NormalizedError {
  const status = isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
  const data = (isRecord(error) && isRecord(error.data) ? error.data : {}) as ErrorBody;
  const first = Array.isArray(data.errors) ? data.errors[0] : undefined;
  if (first?.message) {
    return {
      message: first.message,
      code: first.code ?? status ?? 'unknown',
      param: first.param ?? 'general',
    };
  }
  return {
    message: typeof data.detail === 'string' ? data.detail : UNEXPECTED_ERROR_MESSAGE,
    code: status ?? 'unknown',
    param: 'general',
  };
}

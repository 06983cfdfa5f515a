import type { PasswordSetupRequest, PasswordSetupResponse } from '@lifeguard/contracts/schemas/users';
import { UNEXPECTED_ERROR_MESSAGE } from '@lifeguard/contracts/errors';
import { api } from '@lifeguard/shared/api/api-slice';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';

/** Spec 000 §8 "Set-password failure (account system)", when the server gives no message. */
export const SETUP_PASSWORD_FAILED = 'Failed to set your password. Please try again.';

/**
 * The account system's error for a failed setup call (spec 000 §8 "Set-password failure
 * (account system)"): the server's first error message, else {@link SETUP_PASSWORD_FAILED};
 * null when our server gave no JSON answer (no connection, or a page from something in between).
 */
export function setupPasswordError(error: unknown): string | null {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status !== 'number') return null;
  const { message } = normalizeError(error);
  return message === UNEXPECTED_ERROR_MESSAGE ? SETUP_PASSWORD_FAILED : message;
}

/**
 * `POST /users/api/password/setup/` `{password}` → 200 `{status: 'success'}`: the first password
 * of an account without a usable one (spec 000 §4 "Setup loading", §7). 400 carries `errors`
 * (a failed rule of spec 000 §5, or a password already set); 401 (allauth's envelope) without
 * a session.
 */
export const setupPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    setupPassword: build.mutation<PasswordSetupResponse, PasswordSetupRequest>({
      query: (body) => ({ url: '/users/api/password/setup/', method: 'POST', body }),
    }),
  }),
});

export const { useSetupPasswordMutation } = setupPasswordApi;

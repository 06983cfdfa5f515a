import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { Authenticated, ResetPasswordRequest } from '@lifeguard/contracts/schemas/allauth';
import type { Unauthenticated } from '@lifeguard/contracts/schemas/errors';
import { api } from '@lifeguard/shared/api/api-slice';
import type { ServerUser } from '@lifeguard/shared/session/user';
import { PASSWORD_RESET_PATH } from './get-password-reset-info';

/**
 * `user` when the server signed the user in (200 `{data: {user}}`), `null` when it answered 401
 * with `data.flows`, which counts as success (spec 000 §4): the password is set, nobody is signed in.
 */
export type ResetPasswordResult = { user: ServerUser | null };

function isFlowsAnswer(error: FetchBaseQueryError): boolean {
  return error.status === 401 && Array.isArray((error.data as Partial<Unauthenticated> | null)?.data?.flows);
}

/**
 * POST `{key, password}` to the reset endpoint (spec 000 §7). Errors: 400 `{errors}` for an
 * invalid key (param 'key') or a password the server refuses (param 'password').
 */
export const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetPassword: build.mutation<ResetPasswordResult, ResetPasswordRequest>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: PASSWORD_RESET_PATH, method: 'POST', body });
        if (result.error)
          return isFlowsAnswer(result.error) ? { data: { user: null } } : { error: result.error };
        return { data: { user: (result.data as Partial<Authenticated> | null)?.data?.user ?? null } };
      },
    }),
  }),
});

export const { useResetPasswordMutation } = resetPasswordApi;

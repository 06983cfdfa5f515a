import { PASSWORD_RESET_KEY_HEADER } from '@lifeguard/contracts/allauth';
import type { PasswordResetInfo } from '@lifeguard/contracts/schemas/allauth';
import { api } from '@lifeguard/shared/api/api-slice';

/** allauth's password reset endpoint; GET reads the key, POST uses it (spec 000 §7). */
export const PASSWORD_RESET_PATH = '/_allauth/browser/v1/auth/password/reset';

/**
 * GET the reset info for `key` (spec 000 §3 "Password reset info", §7), sent in the
 * `X-Password-Reset-Key` header. Errors: 400 `{errors: [{code: 'invalid_password_reset',
 * param: 'key'}]}` for an unknown or used key. Not kept once the screen leaves: a key is good
 * for one reset.
 */
export const passwordResetInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPasswordResetInfo: build.query<PasswordResetInfo, string>({
      query: (key) => ({ url: PASSWORD_RESET_PATH, headers: { [PASSWORD_RESET_KEY_HEADER]: key } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPasswordResetInfoQuery } = passwordResetInfoApi;

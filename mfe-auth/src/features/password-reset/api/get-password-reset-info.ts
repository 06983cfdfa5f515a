import { api } from '@lifeguard/shared/api/api-slice';

/** allauth's password reset endpoint; GET reads the key, POST uses it (spec 000 §7). */
export const PASSWORD_RESET_PATH = '/_allauth/browser/v1/auth/password/reset';

/** The account a reset key belongs to (spec 000 §3 "Password reset info"). */
export type PasswordResetInfo = {
  status: 200;
  data: { user: { id: number; email: string; display: string; has_usable_password: boolean } };
};

/**
 * GET the reset info for `key`, sent in the `X-Password-Reset-Key` header (spec 000 §7). Errors:
 * 400 `{errors: [{code: 'invalid_password_reset', param: 'key'}]}` for an unknown or used key.
 * Not kept once the screen leaves: a key is good for one reset.
 */
export const passwordResetInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPasswordResetInfo: build.query<PasswordResetInfo, string>({
      query: (key) => ({ url: PASSWORD_RESET_PATH, headers: { 'X-Password-Reset-Key': key } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPasswordResetInfoQuery } = passwordResetInfoApi;

import { EMAIL_VERIFICATION_KEY_HEADER } from '@lifeguard/contracts/allauth';
import type { EmailVerificationInfo } from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';

/** allauth's email verification endpoint; GET reads the mailed key, POST uses it (issue 16 §3). */
export const EMAIL_VERIFY_PATH = '/_allauth/browser/v1/auth/email/verify';

/**
 * GET which address the mailed `key` verifies (issue 16 §3), the key in the
 * `X-Email-Verification-Key` header: 200 `{data: {email, user}}`. Errors: 400 `{errors: [{code:
 * 'invalid_or_expired_key', param: 'key'}]}` for an unknown, used or expired key. Not kept once
 * the screen leaves: a key verifies once.
 */
export const emailVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailVerification: build.query<EmailVerificationInfo, string>({
      query: (key) => ({ url: EMAIL_VERIFY_PATH, headers: { [EMAIL_VERIFICATION_KEY_HEADER]: key } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetEmailVerificationQuery } = emailVerificationApi;

import type { PasswordResetRequest, PasswordResetRequested } from '@lifeguard/contracts/schemas/allauth';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * POST /_allauth/browser/v1/auth/password/request `{email}` (spec 000 §7): mails a reset link;
 * always 200 whether or not the account exists (no account enumeration). Errors: 400 `{errors}`
 * for a malformed email, 429 `{errors}` when rate limited.
 */
export const requestPasswordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<PasswordResetRequested, PasswordResetRequest>({
      query: (body) => ({ url: '/_allauth/browser/v1/auth/password/request', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = requestPasswordResetApi;

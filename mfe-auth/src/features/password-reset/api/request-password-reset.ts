import { api } from '@lifeguard/shared/api/api-slice';

export type RequestPasswordResetRequest = { email: string };

/** Always 200 whether or not the account exists (no account enumeration). */
export type RequestPasswordResetResponse = { status: 200 };

/**
 * POST /_allauth/browser/v1/auth/password/request `{email}` (spec 000 §7): mails a reset link.
 * Errors: 400 `{errors}` for a malformed email, 429 `{errors}` when rate limited.
 */
export const requestPasswordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<RequestPasswordResetResponse, RequestPasswordResetRequest>({
      query: (body) => ({ url: '/_allauth/browser/v1/auth/password/request', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = requestPasswordResetApi;

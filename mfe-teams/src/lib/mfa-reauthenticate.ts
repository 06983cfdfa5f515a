import type { Authenticated } from '@lifeguard/contracts/schemas/allauth';
import type { MfaCodeRequest } from '@lifeguard/contracts/schemas/allauth-mfa';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * allauth's `mfa_reauthenticate` flow: `POST /_allauth/browser/v1/auth/2fa/reauthenticate`
 * `{code}` (a code from the authenticator app, or an unused recovery code) → 200
 * AuthenticatedResponse (issue 16 §6). 400 `incorrect_code` (param 'code'); 429 too many attempts.
 */
export const mfaReauthenticateApi = api.injectEndpoints({
  endpoints: (build) => ({
    mfaReauthenticate: build.mutation<Authenticated, MfaCodeRequest>({
      query: (body) => ({ url: '/_allauth/browser/v1/auth/2fa/reauthenticate', method: 'POST', body }),
    }),
  }),
});

export const { useMfaReauthenticateMutation } = mfaReauthenticateApi;

import type { Authenticated } from '@lifeguard/contracts/schemas/allauth';
import type { ReauthenticateRequest } from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * allauth's `reauthenticate` flow: `POST /_allauth/browser/v1/auth/reauthenticate` `{password}`
 * → 200 AuthenticatedResponse; the session counts as freshly authenticated for
 * REAUTHENTICATION_TIMEOUT_S (issue 16 §6). 400 `incorrect_password` (param 'password'); 429
 * too many attempts.
 */
export const reauthenticateApi = api.injectEndpoints({
  endpoints: (build) => ({
    reauthenticate: build.mutation<Authenticated, ReauthenticateRequest>({
      query: (body) => ({ url: '/_allauth/browser/v1/auth/reauthenticate', method: 'POST', body }),
    }),
  }),
});

export const { useReauthenticateMutation } = reauthenticateApi;

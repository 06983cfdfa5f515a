import type { Authenticators } from '@lifeguard/contracts/schemas/allauth-mfa';
import { api } from '@lifeguard/shared/api/api-slice';

/** An authenticator of the user: the app (TOTP) or the set of recovery codes. */
export type Authenticator = Authenticators['data'][number];

/** allauth's two-factor endpoints (issue 16 §6). */
export const AUTHENTICATORS_PATH = '/_allauth/browser/v1/account/authenticators';

/**
 * `GET /_allauth/browser/v1/account/authenticators` → 200 `{status, data: Authenticator[]}`:
 * the active authenticator app and the recovery codes' counts, none while two-factor
 * authentication is off (issue 16 §6). 401 signed out.
 */
export const authenticatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthenticators: build.query<Authenticator[], void>({
      query: () => AUTHENTICATORS_PATH,
      transformResponse: (answer: Authenticators) => answer.data,
      providesTags: ['Authenticator'],
    }),
  }),
});

export const { useGetAuthenticatorsQuery } = authenticatorsApi;

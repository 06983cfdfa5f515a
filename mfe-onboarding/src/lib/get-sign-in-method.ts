import type { SessionMethod } from '@lifeguard/contracts/allauth';
import type { Authenticated } from '@lifeguard/contracts/schemas/allauth';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * How the current session signed in, from allauth's session (spec 000 §7 `GET
 * /_allauth/browser/v1/auth/session`, `data.methods`): 'google' after a third-party sign-in,
 * 'password' after a login or step 1 of registration; null when the answer names none.
 */
export const signInMethodApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignInMethod: build.query<SessionMethod | null, void>({
      query: () => '/_allauth/browser/v1/auth/session',
      transformResponse: (answer: Partial<Authenticated>) =>
        (answer.data?.methods?.[0]?.method as SessionMethod | undefined) ?? null,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSignInMethodQuery, useLazyGetSignInMethodQuery } = signInMethodApi;

import { PROVIDERS, type SessionMethod } from '@lifeguard/contracts/allauth';
import type { Authenticated, AuthenticationMethod } from '@lifeguard/contracts/schemas/allauth';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * How a session signed in, from allauth's record of its login (`data.methods[0]`, issue 16 §8):
 * 'password' for `{method: 'password'}`, the provider ('google') for `{method: 'socialaccount',
 * provider}`; null for no record or anything else.
 */
export function signInMethodOf(login: AuthenticationMethod | undefined): SessionMethod | null {
  if (login?.method === 'password') return 'password';
  if (login?.method === 'socialaccount') return PROVIDERS.find((id) => id === login.provider) ?? null;
  return null;
}

/**
 * How the current session signed in, from allauth's session (spec 000 §7 `GET
 * /_allauth/browser/v1/auth/session`): 'google' after a third-party sign-in, 'password' after a
 * login or step 1 of registration; null when the answer names none.
 */
export const signInMethodApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignInMethod: build.query<SessionMethod | null, void>({
      query: () => '/_allauth/browser/v1/auth/session',
      transformResponse: (answer: Partial<Authenticated>) => signInMethodOf(answer.data?.methods?.[0]),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSignInMethodQuery, useLazyGetSignInMethodQuery } = signInMethodApi;

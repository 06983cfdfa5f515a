import type { ProviderAccount, ProviderAccounts } from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';

/** allauth's connected provider accounts endpoint (issue 16 §4). */
export const PROVIDERS_PATH = '/_allauth/browser/v1/account/providers';

/**
 * `GET /_allauth/browser/v1/account/providers` → 200 `{status, data: ProviderAccount[]}`: the
 * third-party accounts (Google) the user can sign in with (issue 16 §4). 401 signed out.
 */
export const providerAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProviderAccounts: build.query<ProviderAccount[], void>({
      query: () => PROVIDERS_PATH,
      transformResponse: (answer: ProviderAccounts) => answer.data,
      providesTags: ['ProviderAccount'],
    }),
  }),
});

export const { useGetProviderAccountsQuery } = providerAccountsApi;

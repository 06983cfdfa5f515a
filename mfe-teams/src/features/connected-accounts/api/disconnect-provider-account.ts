import type {
  DisconnectProviderRequest,
  ProviderAccount,
  ProviderAccounts,
} from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';
import { PROVIDERS_PATH, providerAccountsApi } from './get-provider-accounts';

/**
 * 'Disconnect': `DELETE /_allauth/browser/v1/account/providers` `{provider, account}` (`account`
 * the provider account's `uid`) → 200 the accounts still connected, which become the cached list
 * (issue 16 §4). 400 when it would leave no way to sign in (`no_password`,
 * `disconnect_last`, `no_verified_email`) or the account is not the user's; 401
 * ReauthenticationRequired.
 */
export const disconnectProviderAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    disconnectProviderAccount: build.mutation<ProviderAccount[], DisconnectProviderRequest>({
      query: (body) => ({ url: PROVIDERS_PATH, method: 'DELETE', body }),
      transformResponse: (answer: ProviderAccounts) => answer.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(providerAccountsApi.util.upsertQueryData('getProviderAccounts', undefined, data));
        } catch {
          // Refused: still connected; the section shows why.
        }
      },
    }),
  }),
});

export const { useDisconnectProviderAccountMutation } = disconnectProviderAccountApi;

import { api } from '@lifeguard/shared/api/api-slice';
import { AUTHENTICATORS_PATH } from './get-authenticators';

/**
 * 'Turn off two-factor authentication': `DELETE /_allauth/browser/v1/account/authenticators/totp`
 * → 200 `{status: 200}`; the app and the recovery codes stop working (issue 16 §6). 401
 * ReauthenticationRequired when the last sign-in is older than REAUTHENTICATION_TIMEOUT_S.
 */
export const deactivateTotpApi = api.injectEndpoints({
  endpoints: (build) => ({
    deactivateTotp: build.mutation<{ status: 200 }, void>({
      query: () => ({ url: `${AUTHENTICATORS_PATH}/totp`, method: 'DELETE' }),
      invalidatesTags: (answer) => (answer ? ['Authenticator'] : []),
    }),
  }),
});

export const { useDeactivateTotpMutation } = deactivateTotpApi;

import type {
  ActivateTotpRequest,
  TotpAuthenticatorResponse,
} from '@lifeguard/contracts/schemas/allauth-mfa';
import { api } from '@lifeguard/shared/api/api-slice';
import { AUTHENTICATORS_PATH } from './get-authenticators';

/**
 * 'Turn on': `POST /_allauth/browser/v1/account/authenticators/totp` `{code}` (a code of the app
 * set up with the secret) → 200 the active app, `meta.recovery_codes_generated` when a first set
 * of recovery codes was made (issue 16 §6). 400 `incorrect_code` (param 'code'); 401
 * ReauthenticationRequired; 409 when one is already active; 429 too many attempts.
 */
export const activateTotpApi = api.injectEndpoints({
  endpoints: (build) => ({
    activateTotp: build.mutation<TotpAuthenticatorResponse, ActivateTotpRequest>({
      query: (body) => ({ url: `${AUTHENTICATORS_PATH}/totp`, method: 'POST', body }),
      invalidatesTags: (answer) => (answer ? ['Authenticator'] : []),
    }),
  }),
});

export const { useActivateTotpMutation } = activateTotpApi;

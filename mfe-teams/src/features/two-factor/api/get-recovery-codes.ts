import type { RecoveryCodesResponse } from '@lifeguard/contracts/schemas/allauth-mfa';
import { api } from '@lifeguard/shared/api/api-slice';
import { AUTHENTICATORS_PATH } from './get-authenticators';

/** The set of recovery codes with its unused codes. */
export type RecoveryCodes = RecoveryCodesResponse['data'];

/**
 * `GET /_allauth/browser/v1/account/authenticators/recovery-codes` → 200 the set with its
 * `unused_codes` (issue 16 §6). Secrets: kept only while on screen. 401
 * ReauthenticationRequired; 404 when there is no set.
 */
export const recoveryCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecoveryCodes: build.query<RecoveryCodes, void>({
      query: () => `${AUTHENTICATORS_PATH}/recovery-codes`,
      transformResponse: (answer: RecoveryCodesResponse) => answer.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetRecoveryCodesQuery, useLazyGetRecoveryCodesQuery } = recoveryCodesApi;

import type { RecoveryCodesResponse } from '@lifeguard/contracts/schemas/allauth-mfa';
import { api } from '@lifeguard/shared/api/api-slice';
import { AUTHENTICATORS_PATH } from './get-authenticators';
import type { RecoveryCodes } from './get-recovery-codes';

/**
 * 'Make new codes': `POST /_allauth/browser/v1/account/authenticators/recovery-codes` (no body) →
 * 200 a new set of RECOVERY_CODE_COUNT codes; the old ones stop working (issue 16 §6). 400
 * `cannot_generate_recovery_codes` without an active app; 401 ReauthenticationRequired.
 */
export const regenerateRecoveryCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    regenerateRecoveryCodes: build.mutation<RecoveryCodes, void>({
      query: () => ({ url: `${AUTHENTICATORS_PATH}/recovery-codes`, method: 'POST' }),
      transformResponse: (answer: RecoveryCodesResponse) => answer.data,
      invalidatesTags: (answer) => (answer ? ['Authenticator'] : []),
    }),
  }),
});

export const { useRegenerateRecoveryCodesMutation } = regenerateRecoveryCodesApi;

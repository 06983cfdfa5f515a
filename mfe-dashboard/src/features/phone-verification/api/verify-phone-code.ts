import type { VerifyPhoneCodeRequest, VerifyPhoneCodeResponse } from '@lifeguard/contracts/schemas/phone';
import { api } from '@lifeguard/shared/api/api-slice';
import { sessionUserChanged } from '@lifeguard/shared/session/session-slice';
import { toClientUser } from '@lifeguard/shared/session/user';

/**
 * POST /users/api/phone/verify-code/ `{phone_number, code, device_type}` → `{status: 'success',
 * user}` (spec 000 §7). On success the session user takes the server's phone_number,
 * phone_verified and device_type (spec 000 §4 "Phone", spec 001 §4), and integrations and action
 * items refetch: the phone protection and the verify_phone task follow the verified number.
 * Errors in our shape: 400 invalid_code / code_expired / no_pending_code, 429 too_many_attempts.
 */
export const verifyPhoneCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyPhoneCode: build.mutation<VerifyPhoneCodeResponse, VerifyPhoneCodeRequest>({
      query: (body) => ({ url: '/users/api/phone/verify-code/', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sessionUserChanged(toClientUser(data.user)));
        } catch {
          // A refused code leaves the session user as it was; the caller shows the error.
        }
      },
      invalidatesTags: (result) => (result ? ['Integration', 'ActionItem'] : []),
    }),
  }),
});

export const { useVerifyPhoneCodeMutation } = verifyPhoneCodeApi;

import type { PhoneCodeRequest, TaskParams } from '@lifeguard/contracts/schemas/security-tasks';
import { api } from '@lifeguard/shared/api/api-slice';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import type { ActionItem } from './get-action-items';

/**
 * POST /security-tasks/api/action-items/{id}/verify_phone_code/ `{verification_code,
 * phone_number}` (spec 001 §4, §7) → the item, completed: the number is verified. The session
 * user is fetched again (its phone_number and phone_verified change), and action items and
 * integrations refresh: phone protection turns on, and a US number brings the Do Not Call
 * item. Errors: 400 `invalid_code` / `code_expired` (param code), `no_pending_code` (param
 * phone_number), 429 `too_many_attempts`.
 */
export const verifyPhoneCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyActionItemPhoneCode: build.mutation<ActionItem, TaskParams & PhoneCodeRequest>({
      query: ({ id, ...body }) => ({
        url: `/security-tasks/api/action-items/${id}/verify_phone_code/`,
        method: 'POST',
        body,
      }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // A refused code changes nothing; the form shows why.
        }
        await dispatch(
          sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
      },
      invalidatesTags: (result) => (result ? ['ActionItem', 'Integration'] : []),
    }),
  }),
});

export const { useVerifyActionItemPhoneCodeMutation } = verifyPhoneCodeApi;

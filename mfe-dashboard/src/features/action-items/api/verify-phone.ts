import type { PhoneNumberRequest, TaskParams } from '@lifeguard/contracts/schemas/security-tasks';
import { api } from '@lifeguard/shared/api/api-slice';
import type { ActionItem } from './get-action-items';

/**
 * POST /security-tasks/api/action-items/{id}/verify_phone/ `{phone_number}` (spec 001 §7) on a
 * verify_phone item: texts a code to the number → the item, unchanged. Errors (param
 * phone_number): 400 `invalid_phone_number` / `not_mobile`, 429 `resend_too_soon` /
 * `too_many_codes`, 502 `sms_failed`; 400 `invalid_action` on another kind, 404 not the user's.
 */
export const verifyPhoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyPhone: build.mutation<ActionItem, TaskParams & PhoneNumberRequest>({
      query: ({ id, ...body }) => ({
        url: `/security-tasks/api/action-items/${id}/verify_phone/`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useVerifyPhoneMutation } = verifyPhoneApi;

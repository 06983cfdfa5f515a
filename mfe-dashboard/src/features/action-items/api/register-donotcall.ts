import type { PhoneNumberRequest, TaskParams } from '@lifeguard/contracts/schemas/security-tasks';
import { api } from '@lifeguard/shared/api/api-slice';
import type { ActionItem } from './get-action-items';

/**
 * POST /security-tasks/api/action-items/{id}/register_donotcall/ `{phone_number}` (spec 001 §4,
 * §7) on a register_donotcall item → the item, completed, its `data` holding `registered_number`
 * (E.164) and `registry_url`, where the person finishes (the registry has no API). Errors: 400
 * `invalid_phone_number` (param phone_number) for a number that is not a valid US one, 400
 * `invalid_action` on another kind, 404 not the user's. Refreshes the action items.
 */
export const registerDoNotCallApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerDoNotCall: build.mutation<ActionItem, TaskParams & PhoneNumberRequest>({
      query: ({ id, ...body }) => ({
        url: `/security-tasks/api/action-items/${id}/register_donotcall/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result) => (result ? ['ActionItem'] : []),
    }),
  }),
});

export const { useRegisterDoNotCallMutation } = registerDoNotCallApi;

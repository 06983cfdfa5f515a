import type { SupportRequestCreate, SupportRequestCreated } from '@lifeguard/contracts/schemas/support';
import { api } from '@lifeguard/shared/api/api-slice';

export type { SupportRequestCreate };

/**
 * POST /support/api/requests/ `{topic, message, email?, diagnostics?}` → 201 `{reference}`
 * (issue 33 item 2), signed in or out; `email` is the reply address of a visitor (a signed-in
 * user's own is used). 400 `{status: 'error', errors: [{message, code, param}]}` naming the
 * field, 403 while a superuser impersonates, 429 past the minute's limit.
 */
export const sendSupportRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSupportRequest: build.mutation<SupportRequestCreated, SupportRequestCreate>({
      query: (body) => ({ url: '/support/api/requests/', method: 'POST', body }),
    }),
  }),
});

export const { useSendSupportRequestMutation } = sendSupportRequestApi;

import { api } from '@lifeguard/shared/api/api-slice';

export type UninstallReason =
  'not_useful' | 'too_many_alerts' | 'slowed_browser' | 'privacy_concerns' | 'switching_product' | 'other';

export type UninstallFeedbackRequest = { reason: UninstallReason; details?: string };

/**
 * POST /feedback/api/uninstall/ `{reason, details?}` (contracts "Feedback forms") → 201
 * `{status: 'success'}`; works signed out (the extension opens /uninstall after its removal).
 * 400 `{status: 'error', errors}` for an unknown reason or details over 2000 characters.
 */
export const sendUninstallFeedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendUninstallFeedback: build.mutation<{ status: 'success' }, UninstallFeedbackRequest>({
      query: (body) => ({ url: '/feedback/api/uninstall/', method: 'POST', body }),
    }),
  }),
});

export const { useSendUninstallFeedbackMutation } = sendUninstallFeedbackApi;

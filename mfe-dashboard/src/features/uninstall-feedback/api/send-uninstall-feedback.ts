import type { UninstallReason } from '@lifeguard/contracts/feedback';
import type { FeedbackAccepted, UninstallFeedbackRequest } from '@lifeguard/contracts/schemas/feedback';
import { api } from '@lifeguard/shared/api/api-slice';

/** The reason codes the form offers. */
export type { UninstallReason };

/**
 * POST /feedback/api/uninstall/ `{reason, details?}` → 201 `{status: 'success'}`; works signed
 * out (the extension opens /uninstall after its removal). 400 `{status: 'error', errors}` for an
 * unknown reason or details over FEEDBACK_DETAILS_MAX_LENGTH characters.
 */
export const sendUninstallFeedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendUninstallFeedback: build.mutation<FeedbackAccepted, UninstallFeedbackRequest>({
      query: (body) => ({ url: '/feedback/api/uninstall/', method: 'POST', body }),
    }),
  }),
});

export const { useSendUninstallFeedbackMutation } = sendUninstallFeedbackApi;

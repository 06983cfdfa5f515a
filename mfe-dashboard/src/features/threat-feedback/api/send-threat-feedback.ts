import type { ThreatVerdict } from '@lifeguard/contracts/feedback';
import type { FeedbackAccepted, ThreatFeedbackRequest } from '@lifeguard/contracts/schemas/feedback';
import { api } from '@lifeguard/shared/api/api-slice';

/** The verdict codes the form offers. */
export type { ThreatVerdict };

/**
 * POST /feedback/api/threat/ `{threat_id?, verdict, details?}` → 201 `{status: 'success'}`.
 * Session required (401 signed out); 400 `{status: 'error', errors}` for an unknown verdict or
 * details over FEEDBACK_DETAILS_MAX_LENGTH characters.
 */
export const sendThreatFeedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendThreatFeedback: build.mutation<FeedbackAccepted, ThreatFeedbackRequest>({
      query: (body) => ({ url: '/feedback/api/threat/', method: 'POST', body }),
    }),
  }),
});

export const { useSendThreatFeedbackMutation } = sendThreatFeedbackApi;

import { api } from '@lifeguard/shared/api/api-slice';

export type ThreatVerdict = 'correct' | 'false_positive' | 'missed_threat';

export type ThreatFeedbackRequest = { threat_id?: string; verdict: ThreatVerdict; details?: string };

/**
 * POST /feedback/api/threat/ `{threat_id?, verdict, details?}` (contracts "Feedback forms") →
 * 201 `{status: 'success'}`. Session required (401 signed out); 400 `{status: 'error', errors}`
 * for an unknown verdict or details over 2000 characters.
 */
export const sendThreatFeedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendThreatFeedback: build.mutation<{ status: 'success' }, ThreatFeedbackRequest>({
      query: (body) => ({ url: '/feedback/api/threat/', method: 'POST', body }),
    }),
  }),
});

export const { useSendThreatFeedbackMutation } = sendThreatFeedbackApi;

import type { ClientSyncStatus } from '@lifeguard/contracts/email-protection';
import type { GmailSyncProgress } from '@lifeguard/contracts/schemas/email-protection';
import { api } from '@lifeguard/shared/api/api-slice';

/** A mailbox sync as the client holds it: the server's, or `not_found` when it could not be read. */
export type ClientSyncProgress = Omit<GmailSyncProgress, 'status'> & { status: ClientSyncStatus };

/** What a failed progress call stands for (spec 001 §7 "the client treats the status as not_found"). */
export const SYNC_NOT_FOUND: ClientSyncProgress = {
  status: 'not_found',
  processed: 0,
  total: 0,
  threats_found: 0,
  percent: 0,
  started_at: null,
  finished_at: null,
  error: null,
};

/** The progress's cache tag: a sync request or a disconnect makes it stale. */
export const GMAIL_SYNC_TAG = { type: 'Integration', id: 'GMAIL_SYNC' } as const;

/** How often the progress is read while a sync is in progress, ms (issue 14). */
export const SYNC_POLL_MS = 2000;

/**
 * GET /integrations/api/integrations/gmail_sync_progress/ (spec 001 §7, issue 14) → the latest
 * sync of the user's mailbox: status, processed of total messages, threats found, percent 0–100.
 * Never fails: any error answer (none yet, 401, 5xx, network) reads as {@link SYNC_NOT_FOUND}.
 */
export const getGmailSyncProgressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGmailSyncProgress: build.query<ClientSyncProgress, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/integrations/api/integrations/gmail_sync_progress/');
        return { data: result.error ? SYNC_NOT_FOUND : (result.data as GmailSyncProgress) };
      },
      providesTags: [GMAIL_SYNC_TAG],
    }),
  }),
});

export const { useGetGmailSyncProgressQuery } = getGmailSyncProgressApi;

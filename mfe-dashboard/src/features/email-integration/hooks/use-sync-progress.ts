import { useEffect, useRef } from 'react';
import type { GmailSyncProgress } from '@lifeguard/contracts/schemas/email-protection';
import { api } from '@lifeguard/shared/api/api-slice';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import {
  getGmailSyncProgressApi,
  SYNC_POLL_MS,
  type ClientSyncProgress,
} from '../api/get-gmail-sync-progress';

const progress = getGmailSyncProgressApi.endpoints.getGmailSyncProgress;

/**
 * The mailbox sync as the screen shows it (issue 14): the progress call's answer, read again
 * every {@link SYNC_POLL_MS} while it says in_progress and not otherwise; `initial` (the status
 * call's `sync`) until it first answers. When a sync stops being in progress, what it changed
 * is refetched: the integration's status and list entry, and the threats, action items and
 * notifications it may have added.
 */
export function useSyncProgress(integrationId: number, initial: GmailSyncProgress): ClientSyncProgress {
  const dispatch = useAppDispatch();
  // The cached answer decides the polling of the subscription below, which keeps it fresh.
  const cached = progress.useQueryState().data;
  const { data } = progress.useQuery(undefined, {
    pollingInterval: cached?.status === 'in_progress' ? SYNC_POLL_MS : 0,
  });
  const sync = data ?? initial;

  const previous = useRef(sync.status);
  useEffect(() => {
    if (previous.current === 'in_progress' && sync.status !== 'in_progress') {
      dispatch(
        api.util.invalidateTags([
          { type: 'Integration', id: integrationId },
          'ThreatEvent',
          'ActionItem',
          'Notification',
        ]),
      );
    }
    previous.current = sync.status;
  }, [dispatch, integrationId, sync.status]);

  return sync;
}

import { useState } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useSyncIntegrationMutation } from '../../../lib/sync-integration';
import { emailEvents } from '../utils/email-events';

/**
 * 'Sync now' and a failed sync's 'Try again' (issue 14): asks the server to sync the mailbox
 * now; the progress then refetches and polls. `error` is the server's normalised message, e.g.
 * its rate limit's.
 */
export function useSyncNow(integrationId: number) {
  const [requestSync, { isLoading: requesting }] = useSyncIntegrationMutation();
  const [error, setError] = useState<string | null>(null);

  const syncNow = async (retry: boolean) => {
    setError(null);
    track(emailEvents.syncClicked, { retry });
    try {
      await requestSync(integrationId).unwrap();
    } catch (caught) {
      setError(normalizeError(caught).message);
    }
  };

  return { syncNow, requesting, error, clearError: () => setError(null) };
}

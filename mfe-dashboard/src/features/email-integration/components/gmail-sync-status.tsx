import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import type { ClientSyncProgress } from '../api/get-gmail-sync-progress';
import { useConnectGmail } from '../hooks/use-connect-gmail';
import { useSyncNow } from '../hooks/use-sync-now';
import { SyncProgressBar } from './sync-progress-bar';

export type GmailSyncStatusProps = {
  integrationId: number;
  sync: ClientSyncProgress;
  /** Google no longer honours our access (health 'error'): only reconnecting helps. */
  accessLost: boolean;
};

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Where the mailbox sync stands and what the user can do about it (issue 14): lost Gmail access
 * offers 'Reconnect Gmail'; a sync under way shows its progress with 'Sync now' disabled; a
 * failed one says why with 'Try again'; otherwise 'Sync now'.
 */
export function GmailSyncStatus({ integrationId, sync, accessLost }: GmailSyncStatusProps) {
  const reconnect = useConnectGmail({ reconnect: true });
  const { syncNow, requesting, error, clearError } = useSyncNow(integrationId);
  const syncing = sync.status === 'in_progress';
  const failure = error ?? reconnect.error;
  const dismiss = error ? clearError : reconnect.clearError;

  return (
    <>
      {failure ? (
        <Alert variant="danger" onClose={dismiss}>
          {failure}
        </Alert>
      ) : null}
      {accessLost ? (
        <Alert variant="warning" title="Gmail access was lost">
          Google no longer lets Lifeguard read this mailbox, so we stopped checking it. Reconnect Gmail to
          turn Email Protection back on.
        </Alert>
      ) : sync.status === 'failed' ? (
        <Alert variant="danger" title="The last sync did not finish">
          {sync.error ?? 'Something went wrong while we checked your mailbox.'}
        </Alert>
      ) : null}
      {syncing ? <SyncProgressBar sync={sync} /> : null}
      <StyledActions>
        {accessLost ? (
          <Button busy={reconnect.busy} onClick={() => void reconnect.connect()}>
            {reconnect.busy ? 'Opening Google...' : 'Reconnect Gmail'}
          </Button>
        ) : sync.status === 'failed' ? (
          <Button busy={requesting} onClick={() => void syncNow(true)}>
            Try again
          </Button>
        ) : (
          <Button
            variant="secondary"
            busy={requesting}
            disabled={syncing}
            onClick={() => void syncNow(false)}
          >
            Sync now
          </Button>
        )}
      </StyledActions>
    </>
  );
}

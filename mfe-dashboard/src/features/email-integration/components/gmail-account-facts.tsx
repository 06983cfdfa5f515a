import styled from 'styled-components';
import type { GmailIntegrationStatus } from '@lifeguard/contracts/schemas/email-protection';
import { Tooltip } from '@lifeguard/shared/ui/tooltip';
import { relativeTime } from '../../../lib/relative-time';
import type { ClientSyncProgress } from '../api/get-gmail-sync-progress';

export type GmailAccountFactsProps = {
  gmail: Pick<GmailIntegrationStatus, 'account_email' | 'last_sync_at'>;
  sync: ClientSyncProgress;
};

const absoluteTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * The connected account's facts (issue 14): its address, when it was last synced (relative, the
 * exact time as a tooltip; 'Not yet' before the first sync) and, after a completed sync, the
 * threats it found.
 */
export function GmailAccountFacts({ gmail, sync }: GmailAccountFactsProps) {
  const lastSync = new Date(gmail.last_sync_at ?? Number.NaN);
  const synced = !Number.isNaN(lastSync.getTime());
  return (
    <StyledFacts>
      <dt>Connected account</dt>
      <dd>{gmail.account_email}</dd>
      <dt>Last sync</dt>
      <dd>
        {synced ? (
          // Focusable, so keyboard users reach the exact time too (issue 33 item 4).
          <Tooltip content={absoluteTime.format(lastSync)}>
            <time dateTime={lastSync.toISOString()} tabIndex={0}>
              {relativeTime(lastSync)}
            </time>
          </Tooltip>
        ) : (
          'Not yet'
        )}
      </dd>
      {sync.status === 'completed' ? (
        <>
          <dt>Threats found in the last sync</dt>
          <dd>{sync.threats_found}</dd>
        </>
      ) : null}
    </StyledFacts>
  );
}

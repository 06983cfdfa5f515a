import type { GmailIntegrationStatus } from '@lifeguard/contracts/schemas/email-protection';
import { FactList } from '@lifeguard/shared/ui/fact-list';
import { Tooltip } from '@lifeguard/shared/ui/tooltip';
import { relativeTime } from '../../../lib/relative-time';
import type { ClientSyncProgress } from '../api/get-gmail-sync-progress';

export type GmailAccountFactsProps = {
  gmail: Pick<GmailIntegrationStatus, 'account_email' | 'last_sync_at'>;
  sync: ClientSyncProgress;
};

const absoluteTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The connected account's facts (issue 14): its address, when it was last synced (relative, the
 * exact time as a tooltip; 'Not yet' before the first sync) and, after a completed sync, the
 * threats it found.
 */
export function GmailAccountFacts({ gmail, sync }: GmailAccountFactsProps) {
  const lastSync = new Date(gmail.last_sync_at ?? Number.NaN);
  const synced = !Number.isNaN(lastSync.getTime());
  return (
    <FactList
      facts={[
        { term: 'Connected account', value: gmail.account_email },
        {
          term: 'Last sync',
          value: synced ? (
            // Focusable, so keyboard users reach the exact time too (issue 33 item 4).
            <Tooltip content={absoluteTime.format(lastSync)}>
              <time dateTime={lastSync.toISOString()} tabIndex={0}>
                {relativeTime(lastSync)}
              </time>
            </Tooltip>
          ) : (
            'Not yet'
          ),
        },
        sync.status === 'completed' && { term: 'Threats found in the last sync', value: sync.threats_found },
      ]}
    />
  );
}

import type { GmailIntegrationStatus } from '@lifeguard/contracts/schemas/email-protection';
import { IntegrationStatus, type IntegrationStatusSource } from '../../../components/integration-status';
import { Panel } from '../../../components/panel';
import { useSyncProgress } from '../hooks/use-sync-progress';
import { DisconnectGmail } from './disconnect-gmail';
import { GmailAccountFacts } from './gmail-account-facts';
import { GmailSettingsForm } from './gmail-settings-form';
import { GmailSyncStatus } from './gmail-sync-status';

export type GmailConnectedProps = IntegrationStatusSource & {
  integrationId: number;
  gmail: GmailIntegrationStatus;
  onDisconnected: () => void;
};

/**
 * The Connected state (issue 14): the status card (account, last sync, health by the spec 001 §4
 * label rule, threats found, the sync and what to do about it), the settings, and Disconnect.
 */
export function GmailConnected({
  integrationsQuery,
  status,
  integrationId,
  gmail,
  onDisconnected,
}: GmailConnectedProps) {
  const sync = useSyncProgress(integrationId, gmail.sync);
  return (
    <>
      <Panel title="Gmail connection">
        <IntegrationStatus query={integrationsQuery} status={status}>
          <GmailAccountFacts gmail={gmail} sync={sync} />
          <GmailSyncStatus
            integrationId={integrationId}
            sync={sync}
            accessLost={gmail.integration.health_status === 'error'}
          />
        </IntegrationStatus>
      </Panel>
      <Panel title="Settings">
        <GmailSettingsForm integrationId={integrationId} settings={gmail.settings} />
      </Panel>
      <Panel title="Disconnect Gmail">
        <DisconnectGmail
          integrationId={integrationId}
          accountEmail={gmail.account_email}
          onDisconnected={onDisconnected}
        />
      </Panel>
    </>
  );
}

import { useState } from 'react';
import { DESCRIPTIONS } from '@lifeguard/contracts/integrations';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { IntegrationStatus, type IntegrationStatusSource } from '../../../components/integration-status';
import { IntegrationScreen } from '../../../components/integration-screen';
import { QueryContent } from '../../../components/query-content';
import { useGetGmailIntegrationStatusQuery } from '../api/get-gmail-integration-status';
import { ConnectGmailPanel } from './connect-gmail-panel';
import { ConnectReturnAlert } from './connect-return-alert';
import { GmailConnected } from './gmail-connected';

export type EmailIntegrationScreenProps = IntegrationStatusSource & {
  /** The user's email integration; undefined until the integrations list has one. */
  integrationId: number | undefined;
};

type GmailProtectionProps = IntegrationStatusSource & { integrationId: number };

/** Loads the Gmail status and shows the Not connected or the Connected state. */
function GmailProtection({ integrationId, ...statusSource }: GmailProtectionProps) {
  const statusQuery = useGetGmailIntegrationStatusQuery(integrationId);
  const [disconnected, setDisconnected] = useState(false);
  const gmail = statusQuery.data;
  return (
    <QueryContent
      query={statusQuery}
      placeholder={<Skeleton variant="integration-status" label="Loading Email Protection..." />}
      errorTitle="We could not load Email Protection."
    >
      {disconnected && !gmail?.connected ? (
        <Alert variant="success" onClose={() => setDisconnected(false)}>
          Gmail is disconnected. We stopped checking your mail and removed our access.
        </Alert>
      ) : null}
      {gmail?.connected ? (
        <GmailConnected
          {...statusSource}
          integrationId={integrationId}
          gmail={gmail}
          onDisconnected={() => setDisconnected(true)}
        />
      ) : (
        <ConnectGmailPanel />
      )}
    </QueryContent>
  );
}

/**
 * /integrations/email, route email-integration (spec 001 §2, §3, §7; issue 14): what Email
 * Protection does, how the return from Google went, then by the Gmail status: Connect Gmail, or
 * the connection with its sync, settings and Disconnect. Until the user's email integration
 * exists, the integrations list's loading or failure (with Try Again) stands in.
 */
export function EmailIntegrationScreen({ integrationId, ...statusSource }: EmailIntegrationScreenProps) {
  return (
    <IntegrationScreen
      title="Email Protection"
      intro={
        <p>
          {DESCRIPTIONS.email} Lifeguard checks your Gmail for fake senders, look-alike web addresses and
          messages that rush you to pay or share a password, and shows what it finds in your Activity with the
          reasons why.
        </p>
      }
    >
      <ConnectReturnAlert />
      {integrationId === undefined ? (
        <IntegrationStatus query={statusSource.integrationsQuery} status={statusSource.status}>
          <Skeleton label="Getting Email Protection ready..." />
        </IntegrationStatus>
      ) : (
        <GmailProtection integrationId={integrationId} {...statusSource} />
      )}
    </IntegrationScreen>
  );
}

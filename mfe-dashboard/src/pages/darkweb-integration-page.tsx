import { DarkwebIntegrationScreen } from '../features/darkweb-integration/components/darkweb-integration-screen';
import { useGetIntegrationsQuery } from '../features/integrations/api/get-integrations';
import { useDefaultIntegrations } from '../features/integrations/hooks/use-default-integrations';
import { useIntegrationSetup } from '../features/integrations/hooks/use-integration-setup';
import { integrationOfType } from './integration-status-view';

/**
 * /integrations/darkweb (spec 001 §2), in the shell's sidebar layout: the darkweb integration's
 * status, and 'Activate monitoring' running the dark web setup of spec 001 §4 (GET
 * check_darkweb_status, then PATCH configured, active and healthy; else the ask to complete a
 * scan).
 */
export function DarkwebIntegrationPage() {
  const integrationsQuery = useGetIntegrationsQuery();
  useDefaultIntegrations();
  const { setUp, pendingId } = useIntegrationSetup();
  const { integration, status } = integrationOfType(integrationsQuery.data, 'darkweb');
  return (
    <DarkwebIntegrationScreen
      integrationsQuery={integrationsQuery}
      status={status}
      onActivate={integration ? () => void setUp(integration) : undefined}
      activating={integration !== undefined && pendingId === integration.id}
    />
  );
}

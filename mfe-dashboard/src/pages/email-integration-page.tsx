import { EmailIntegrationScreen } from '../features/email-integration/components/email-integration-screen';
import { useGetIntegrationsQuery } from '../features/integrations/api/get-integrations';
import { useDefaultIntegrations } from '../features/integrations/hooks/use-default-integrations';
import { integrationOfType } from './integration-status-view';

/**
 * /integrations/email (spec 001 §2, route email-integration), in the shell's sidebar layout:
 * Email Protection for the user's email integration, created first if the user has none yet
 * (spec 001 §3 default integrations), with its status by the §4 label rule.
 */
export function EmailIntegrationPage() {
  const integrationsQuery = useGetIntegrationsQuery();
  useDefaultIntegrations();
  const { integration, status } = integrationOfType(integrationsQuery.data, 'email');
  return (
    <EmailIntegrationScreen
      integrationsQuery={integrationsQuery}
      status={status}
      integrationId={integration?.id}
    />
  );
}

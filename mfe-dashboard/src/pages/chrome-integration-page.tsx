import { ChromeIntegrationScreen } from '../features/chrome-integration/components/chrome-integration-screen';
import { useGetIntegrationsQuery } from '../features/integrations/api/get-integrations';
import { useDefaultIntegrations } from '../features/integrations/hooks/use-default-integrations';
import { useIntegrationStatusRecheck } from '../features/integrations/hooks/use-status-recheck';
import { integrationOfType } from './integration-status-view';

/**
 * /integrations/chrome (spec 001 §2), in the shell's sidebar layout: how to install the extension
 * and its live status, re-checked at once and every 30 s while incomplete (POST check_status, spec
 * 001 §4), so it turns Active soon after the extension reports in with its token.
 */
export function ChromeIntegrationPage() {
  const integrationsQuery = useGetIntegrationsQuery();
  useDefaultIntegrations();
  useIntegrationStatusRecheck();
  const { status } = integrationOfType(integrationsQuery.data, 'chrome');
  return <ChromeIntegrationScreen integrationsQuery={integrationsQuery} status={status} />;
}

import type { IntegrationStatusView } from '../components/integration-status';
import type { Integration, IntegrationType } from '../features/integrations/api/integration';
import { isIntegrationComplete, tileLabel } from '../features/integrations/utils/integration-status';

/**
 * The integration of `type` among `integrations`, and its status for its screen (spec 001 §4
 * label rule); a user without one yet sees it Inactive.
 */
export function integrationOfType(
  integrations: Integration[] | undefined,
  type: IntegrationType,
): { integration: Integration | undefined; status: IntegrationStatusView } {
  const integration = integrations?.find((candidate) => candidate.type === type);
  return {
    integration,
    status: integration
      ? { label: tileLabel(integration), complete: isIntegrationComplete(integration) }
      : { label: 'Inactive', complete: false },
  };
}

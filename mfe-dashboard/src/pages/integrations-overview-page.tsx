import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { IntegrationScreen } from '../components/integration-screen';
import { IntegrationsOverview } from '../features/integrations-overview/components/integrations-overview';
import { protectionEntries } from '../features/integrations-overview/utils/protection-entries';
import { useGetIntegrationsQuery } from '../features/integrations/api/get-integrations';
import { IntegrationStatusLabel } from '../features/integrations/components/integration-status-label';
import { IntegrationsErrorBanner } from '../features/integrations/components/integrations-error-banner';
import { useDefaultIntegrations } from '../features/integrations/hooks/use-default-integrations';
import { useIntegrationControls } from '../features/integrations/hooks/use-integration-controls';
import { useIntegrationSetup } from '../features/integrations/hooks/use-integration-setup';

/** How a protection the user has no integration of shows: Inactive (spec 001 §4). */
const NOT_SET_UP = { is_active: false, is_configured: false, health_status: 'unknown' } as const;

/**
 * /integrations/overview, route integrations-overview (spec 000 §2 "integrations overview"; spec
 * 001 §2 sends /integrations itself to the dashboard), in the shell's sidebar layout: the five
 * protections with their tile labels, 'Set up' running the setup of spec 001 §4 (email and
 * phone go to their screens), 'Turn off' / 'Turn on' (update_status) and 'Check now' (sync/).
 * It runs no status re-check of its own: a check re-derives the status from the user's state,
 * which would undo a 'Turn off' at once.
 */
export function IntegrationsOverviewPage() {
  const query = useGetIntegrationsQuery();
  useDefaultIntegrations();
  const setup = useIntegrationSetup();
  const controls = useIntegrationControls();

  const content =
    query.isError && query.data === undefined ? (
      <IntegrationsErrorBanner error={query.error} onRetry={() => void query.refetch()} />
    ) : query.data === undefined ? (
      <Skeleton variant="integration-status" count={5} label="Loading your protections..." />
    ) : (
      <IntegrationsOverview
        entries={protectionEntries(query.data)}
        renderStatus={(integration) => <IntegrationStatusLabel integration={integration ?? NOT_SET_UP} />}
        actions={{
          onSetUp: (integration) => void setup.setUp(integration),
          onTurnOn: (integration) => void controls.turnOn(integration),
          onTurnOff: controls.turnOff,
          onCheckNow: (integration) => void controls.checkNow(integration),
          onDismissFeedback: controls.dismiss,
          setupPendingId: setup.pendingId,
          pending: controls.pending,
          feedbackOf: controls.feedbackOf,
        }}
      />
    );

  return (
    <IntegrationScreen
      title="Your protections"
      intro={
        <p>
          Every protection Lifeguard offers, and how each is doing. Set up the ones still missing, turn one
          off or on, or check it now.
        </p>
      }
    >
      {content}
    </IntegrationScreen>
  );
}

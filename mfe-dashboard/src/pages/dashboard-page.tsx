import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { DashboardErrorCard } from '../features/dashboard-init/components/dashboard-error-card';
import { NoTeamCard } from '../features/dashboard-init/components/no-team-card';
import { useDashboardInit } from '../features/dashboard-init/hooks/use-dashboard-init';
import { integrationsLoaded, loadIntegrations } from '../features/integrations/api/load-integrations';
import { DashboardColumns, StyledColumn } from './dashboard-columns';
import { DashboardContent } from './dashboard-content';

/** What the dashboard shows while it initializes: the greeting line and the integration tiles to come. */
function DashboardSkeleton() {
  return (
    <DashboardColumns>
      <StyledColumn>
        <Skeleton label="Loading your dashboard..." />
        <Skeleton variant="integration-status" count={4} label="Loading your protections..." />
      </StyledColumn>
    </DashboardColumns>
  );
}

/**
 * /dashboard (spec 001 §2), in the shell's sidebar layout. The initializer (§4, §5) loads the user
 * when the store has none, the user's families and the integrations, creating the default ones for
 * a new user, with its retries; meanwhile placeholders show, and its failure the error card with
 * Try Again. A user without a family is asked to create one first (§5). Without a user (mid
 * sign-out) the placeholders stay.
 */
export function DashboardPage() {
  const init = useDashboardInit(loadIntegrations, integrationsLoaded);
  const user = useAppSelector(selectCurrentUser);
  if (init.status === 'error') return <DashboardErrorCard message={init.message} onRetry={init.retry} />;
  if (init.status === 'no_team') return <NoTeamCard message={init.message} />;
  return init.status === 'ready' && user ? <DashboardContent user={user} /> : <DashboardSkeleton />;
}

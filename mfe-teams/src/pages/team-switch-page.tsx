import { useParams } from '@lifeguard/shared/router/router';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { TeamNotFound } from '../features/teams/components/team-not-found';
import { TeamPage } from '../features/teams/components/team-page';
import { useSwitchToTeam } from '../features/teams/hooks/use-switch-to-team';

/**
 * /a/{slug}/, an entry of the user menu's Switch Team list (spec 001 §2): makes that family the
 * current one and goes on to the dashboard; a family the user is not in gets a not-found message.
 */
export function TeamSwitchPage() {
  const { slug = '' } = useParams();
  const state = useSwitchToTeam(slug);
  if (state.status === 'switching') return <Spinner size="lg" padding="xl" text="Switching family..." />;
  return (
    <TeamPage title="Switch Team">
      {state.status === 'not-found' ? (
        <TeamNotFound />
      ) : (
        <LoadError title="Unable to switch family." message={state.message} onRetry={state.retry} />
      )}
    </TeamPage>
  );
}

import { useState } from 'react';
import { useNavigate, useParams } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { findMemberTeam } from '@lifeguard/shared/teams/team-selectors';
import { useTeams } from '@lifeguard/shared/teams/use-teams';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { TeamNotFound } from '../features/teams/components/team-not-found';
import { TeamPage } from '../features/teams/components/team-page';
import { TeamSettings } from '../features/teams/components/team-settings';

/**
 * /a/{slug}/team/ Team Settings (spec 001 §2, §6; issue 13), only for members: the membership
 * check compares the slug against the current and other teams of the team store; anyone else
 * gets a not-found message with the way to the dashboard. After leaving or deleting the family,
 * the dashboard (whose own rule handles a user left without a family, spec 001 §5).
 */
export function TeamSettingsPage() {
  const { slug = '' } = useParams();
  const teams = useTeams();
  const navigate = useNavigate();
  const [gone, setGone] = useState(false);

  const handleGone = () => {
    setGone(true);
    navigate(hrefs.dashboard(), { replace: true });
  };

  if (gone) return <Spinner size="lg" padding="xl" text="Taking you to your dashboard..." />;
  const team = findMemberTeam(teams, slug);
  if (team) return <TeamSettings team={team} onGone={handleGone} />;
  // A family just created or joined may be missing from a list that is reloading.
  if (teams.isLoading || teams.isFetching) {
    return (
      <TeamPage title="Team Settings">
        <Skeleton count={3} label="Loading your family..." />
      </TeamPage>
    );
  }
  return (
    <TeamPage title="Team Settings">
      {teams.error ? (
        <LoadError
          title="Unable to load your families."
          message={teams.error.message}
          onRetry={teams.refetch}
        />
      ) : (
        <TeamNotFound />
      )}
    </TeamPage>
  );
}

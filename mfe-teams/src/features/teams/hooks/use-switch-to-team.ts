import { useCallback, useEffect, useRef } from 'react';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useNavigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { useGetTeamsQuery } from '@lifeguard/shared/teams/get-teams';
import { useSwitchTeamMutation } from '@lifeguard/shared/teams/switch-team';

export type SwitchToTeam =
  { status: 'switching' } | { status: 'not-found' } | { status: 'error'; message: string; retry: () => void };

/**
 * Switch Team (spec 001 §2: /a/{slug}/): finds the family by GET /teams/api/teams/?slug= among the
 * user's, makes it current (POST /teams/api/teams/{id}/switch/), then replaces this page with the
 * dashboard. A family the user is not in is 'not-found'; a failed call an 'error' with retry.
 */
export function useSwitchToTeam(slug: string): SwitchToTeam {
  const found = useGetTeamsQuery({ slug });
  const [switchTeam, switched] = useSwitchTeamMutation();
  const navigate = useNavigate();
  const team = found.data?.find((candidate) => candidate.slug === slug) ?? null;
  const teamId = team?.id ?? null;
  // Once per family: StrictMode's second effect, or the list reloading after the switch, must not
  // switch again.
  const started = useRef<number | null>(null);

  const start = useCallback(
    (id: number) => {
      started.current = id;
      switchTeam(id)
        .unwrap()
        .then(
          () => navigate(hrefs.dashboard(), { replace: true }),
          () => undefined,
        );
    },
    [switchTeam, navigate],
  );

  useEffect(() => {
    if (teamId !== null && started.current !== teamId) start(teamId);
  }, [teamId, start]);

  if (found.error && !found.data) {
    return {
      status: 'error',
      message: normalizeError(found.error).message,
      retry: () => void found.refetch(),
    };
  }
  if (switched.error && teamId !== null) {
    return { status: 'error', message: normalizeError(switched.error).message, retry: () => start(teamId) };
  }
  if (found.data && !team && !found.isFetching) return { status: 'not-found' };
  return { status: 'switching' };
}

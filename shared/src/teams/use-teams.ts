import { useMemo } from 'react';
import { useGetTeamsQuery } from '@lifeguard/shared/teams/get-teams';
import { splitTeams, type TeamsState } from '@lifeguard/shared/teams/team-selectors';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';

export type UseTeamsOptions = { skip?: boolean };

/** The team store's state plus what a screen needs around it. */
export type UseTeamsResult = TeamsState & {
  /** A (re)load is under way, e.g. after a change: the split may be about to change. */
  isFetching: boolean;
  /** Loads the list again (Try Again). */
  refetch: () => void;
};

/**
 * The team store for a component (spec 001 §4 Teams): subscribes to GET /teams/api/teams/ and
 * answers `{currentTeam, otherTeams, isLoading, error}`; the first family is current, the rest
 * are other teams, an empty list means no current team. `error` is the shared normalised error.
 */
export function useTeams({ skip = false }: UseTeamsOptions = {}): UseTeamsResult {
  const { data, isLoading, isFetching, error, refetch } = useGetTeamsQuery(undefined, { skip });
  return useMemo(
    () => ({
      ...splitTeams(data),
      isLoading,
      isFetching,
      error: error ? normalizeError(error) : null,
      refetch: () => void refetch(),
    }),
    [data, isLoading, isFetching, error, refetch],
  );
}

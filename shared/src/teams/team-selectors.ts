import { createSelector } from '@reduxjs/toolkit';
import type { Team } from '@lifeguard/contracts/schemas/teams';
import { normalizeError, type NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { getTeamsApi } from '@lifeguard/shared/teams/get-teams';

/** The families as the client holds them (spec 001 §3 Team): the current one and the others. */
export type TeamsSplit = { currentTeam: Team | null; otherTeams: Team[] };

/** The team store's state (spec 001 §4 Teams): the split, whether the list loads, and its error. */
export type TeamsState = TeamsSplit & { isLoading: boolean; error: NormalizedError | null };

const NO_TEAMS: Team[] = [];

/**
 * Spec 001 §4 Teams: the first family of the list is the current one and the rest are other
 * teams; an empty (or not yet loaded) list means no current team.
 */
export function splitTeams(teams: readonly Team[] | undefined): TeamsSplit {
  const [currentTeam = null, ...otherTeams] = teams ?? NO_TEAMS;
  return { currentTeam, otherTeams };
}

/**
 * The family `slug` names, when the user belongs to it, else `null`: the membership check of Team
 * Settings compares the slug against the current and the other teams (spec 001 §6).
 */
export function findMemberTeam({ currentTeam, otherTeams }: TeamsSplit, slug: string): Team | null {
  return [currentTeam, ...otherTeams].find((team) => team?.slug === slug) ?? null;
}

/**
 * The team store's state from the cached `getTeams()` list (spec 001 §4 Teams): current and
 * other teams, loading, and a failure as the shared normalised error. Memoised.
 */
export const selectTeams = createSelector(
  [getTeamsApi.endpoints.getTeams.select()],
  ({ data, isLoading, error }): TeamsState => ({
    ...splitTeams(data),
    isLoading,
    error: error ? normalizeError(error) : null,
  }),
);

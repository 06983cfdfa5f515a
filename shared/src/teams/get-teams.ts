import type { ListEnvelope } from '@lifeguard/contracts/lists';
import type { Team } from '@lifeguard/contracts/schemas/teams';
import { TEAM_LIST, teamTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

export type { Team };

/** `?slug=` narrows the list to that family, when the user belongs to it (else an empty list). */
export type GetTeamsArg = { slug?: string } | void;

/**
 * `getTeams(arg?)`: GET /teams/api/teams/[?slug=] (spec 001 §7 Teams) → the user's families,
 * current first (the list envelope's `results`). Tagged as the list and as each family, so a
 * change to one family or to the list refetches it.
 */
export const getTeamsApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getTeams: build.query<Team[], GetTeamsArg>({
      query: (arg) => ({ url: '/teams/api/teams/', params: arg?.slug ? { slug: arg.slug } : undefined }),
      transformResponse: (body: ListEnvelope<Team>) => body.results,
      providesTags: (teams) => [TEAM_LIST, ...(teams ?? []).map(({ id }) => teamTag(id))],
    }),
  }),
});

export const { useGetTeamsQuery } = getTeamsApi;

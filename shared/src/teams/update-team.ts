import type { Team, TeamWrite } from '@lifeguard/contracts/schemas/teams';
import { teamTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

export type UpdateTeamArg = TeamWrite & { id: number };

/**
 * `updateTeam({id, name})`: PATCH /teams/api/teams/{id}/ (spec 001 §7 Teams), admins only → the
 * renamed family; the family reloads. 404 for a family the user is not in, 403 for a member.
 */
export const updateTeamApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    updateTeam: build.mutation<Team, UpdateTeamArg>({
      query: ({ id, name }) => ({ url: `/teams/api/teams/${id}/`, method: 'PATCH', body: { name } }),
      invalidatesTags: (_result, _error, { id }) => [teamTag(id)],
    }),
  }),
});

export const { useUpdateTeamMutation } = updateTeamApi;

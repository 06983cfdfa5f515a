import { TEAM_LIST, overviewTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

export type DeleteTeamArg = { id: number; slug: string };

/**
 * `deleteTeam({id, slug})`: DELETE /teams/api/teams/{id}/ (spec 001 §7 Teams), admins only → 204;
 * then the list reloads (spec 001 §4), and another family, if any, is current.
 */
export const deleteTeamApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteTeam: build.mutation<null, DeleteTeamArg>({
      query: ({ id }) => ({ url: `/teams/api/teams/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { slug }) => [TEAM_LIST, overviewTag(slug)],
    }),
  }),
});

export const { useDeleteTeamMutation } = deleteTeamApi;

import { TEAM_LIST, teamsApi } from '@lifeguard/shared/teams/teams-api';

/**
 * `switchTeam(id)`: POST /teams/api/teams/{id}/switch/ (spec 001 §2 Switch Team) → `{status:
 * 'success'}`; the family becomes current, so the list (current first) reloads. 404 for a family
 * the user is not in.
 */
export const switchTeamApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    switchTeam: build.mutation<{ status: 'success' }, number>({
      query: (id) => ({ url: `/teams/api/teams/${id}/switch/`, method: 'POST' }),
      invalidatesTags: [TEAM_LIST],
    }),
  }),
});

export const { useSwitchTeamMutation } = switchTeamApi;

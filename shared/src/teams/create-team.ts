import type { Team, TeamWrite } from '@lifeguard/contracts/schemas/teams';
import { TEAM_LIST, teamsApi } from '@lifeguard/shared/teams/teams-api';

/**
 * `createTeam({name})`: POST /teams/api/teams/ (spec 001 §7 Teams) → the new family, which becomes
 * the current one (the creator is its admin): the list reloads. 400 with the server's message for
 * a bad name.
 */
export const createTeamApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    createTeam: build.mutation<Team, TeamWrite>({
      query: (body) => ({ url: '/teams/api/teams/', method: 'POST', body }),
      invalidatesTags: [TEAM_LIST],
    }),
  }),
});

export const { useCreateTeamMutation } = createTeamApi;

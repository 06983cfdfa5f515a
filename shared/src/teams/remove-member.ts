import { TEAM_LIST, overviewTag, teamTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

/** A membership (`id`) of a family (`slug` for the path, `teamId` for the reload). */
export type RemoveMemberArg = { slug: string; teamId: number; id: number };

/**
 * `removeMember({slug, teamId, id})`: DELETE /a/{slug}/team/api/members/{id}/ (issue 13) → 204.
 * An admin removes a member, or anyone removes their own membership (Leave). The list reloads
 * (after leaving, the family is no longer in it) with the family's overview. 400 for the last admin.
 */
export const removeMemberApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    removeMember: build.mutation<null, RemoveMemberArg>({
      query: ({ slug, id }) => ({
        url: `/a/${encodeURIComponent(slug)}/team/api/members/${id}/`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { teamId, slug }) => [TEAM_LIST, teamTag(teamId), overviewTag(slug)],
    }),
  }),
});

export const { useRemoveMemberMutation } = removeMemberApi;

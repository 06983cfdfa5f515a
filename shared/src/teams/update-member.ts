import type { MemberUpdate, TeamMember } from '@lifeguard/contracts/schemas/teams';
import { overviewTag, teamTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

export type { TeamMember };

/** A membership (`id`) of a family (`slug` for the path, `teamId` for the reload) and its new role. */
export type UpdateMemberArg = MemberUpdate & { slug: string; teamId: number; id: number };

/**
 * `updateMember({slug, teamId, id, role})`: PATCH /a/{slug}/team/api/members/{id}/ (issue 13),
 * admins only → the membership; the family and its overview reload. 400 when it would leave the
 * family without an admin.
 */
export const updateMemberApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    updateMember: build.mutation<TeamMember, UpdateMemberArg>({
      query: ({ slug, id, role }) => ({
        url: `/a/${encodeURIComponent(slug)}/team/api/members/${id}/`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: (_result, _error, { teamId, slug }) => [teamTag(teamId), overviewTag(slug)],
    }),
  }),
});

export const { useUpdateMemberMutation } = updateMemberApi;

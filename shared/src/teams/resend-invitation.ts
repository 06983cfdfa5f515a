import type { Invitation } from '@lifeguard/contracts/schemas/teams';
import { teamTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

/** Which invitation (`id`) of which family (`slug` for the path, `teamId` for the reload). */
export type InvitationActionArg = { slug: string; teamId: number; id: number };

/**
 * `resendInvitation({slug, teamId, id})`: POST /a/{slug}/team/invite/{id}/ (spec 001 §7 Teams),
 * admins only → the invitation with its new expiry; a new link is mailed and the old one stops
 * working. The family reloads.
 */
export const resendInvitationApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    resendInvitation: build.mutation<Invitation, InvitationActionArg>({
      query: ({ slug, id }) => ({ url: `/a/${encodeURIComponent(slug)}/team/invite/${id}/`, method: 'POST' }),
      invalidatesTags: (_result, _error, { teamId }) => [teamTag(teamId)],
    }),
  }),
});

export const { useResendInvitationMutation } = resendInvitationApi;

import type { Invitation } from '@lifeguard/contracts/schemas/teams';
import type { InvitationActionArg } from '@lifeguard/shared/teams/resend-invitation';
import { teamTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

/**
 * `cancelInvitation({slug, teamId, id})`: POST /a/{slug}/team/invite/cancel/{id}/ (spec 001 §7
 * Teams), admins only → the cancelled invitation, whose link no longer works; the family reloads
 * (spec 001 §4).
 */
export const cancelInvitationApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    cancelInvitation: build.mutation<Invitation, InvitationActionArg>({
      query: ({ slug, id }) => ({
        url: `/a/${encodeURIComponent(slug)}/team/invite/cancel/${id}/`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { teamId }) => [teamTag(teamId)],
    }),
  }),
});

export const { useCancelInvitationMutation } = cancelInvitationApi;

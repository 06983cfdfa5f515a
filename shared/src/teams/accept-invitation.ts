import type { InvitationAcceptResponse } from '@lifeguard/contracts/schemas/teams';
import type { InvitationKeyArg } from '@lifeguard/shared/teams/get-invitation';
import { TEAM_LIST, invitationTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

/**
 * `acceptInvitation({id, key})`: POST /teams/api/invitations/{id}/accept/ `{key}` (issue 13) →
 * `{status: 'success', team}`: the user is a member and the family is current, so the list and
 * the invitation's preview reload. 400 with the server's message when the signed-in email is not
 * the invited one, or the invitation expired, was cancelled or was already accepted.
 */
export const acceptInvitationApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    acceptInvitation: build.mutation<InvitationAcceptResponse, InvitationKeyArg>({
      query: ({ id, key }) => ({
        url: `/teams/api/invitations/${id}/accept/`,
        method: 'POST',
        body: { key },
      }),
      invalidatesTags: (_result, _error, { id }) => [TEAM_LIST, invitationTag(id)],
    }),
  }),
});

export const { useAcceptInvitationMutation } = acceptInvitationApi;

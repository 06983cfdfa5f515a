import type { InvitationPreview } from '@lifeguard/contracts/schemas/teams';
import { invitationTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

export type { InvitationPreview };

/** An invitation's id and the secret `key` of its mailed link. */
export type InvitationKeyArg = { id: number; key: string };

/**
 * `getInvitation({id, key})`: GET /teams/api/invitations/{id}/?key= (issue 13), signed in or out
 * → what the accept page shows: family, inviter, invited email, role, status, expiry. 404 for an
 * unknown id or a wrong key; an expired, cancelled or accepted invitation says so in `status`.
 */
export const getInvitationApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    getInvitation: build.query<InvitationPreview, InvitationKeyArg>({
      query: ({ id, key }) => ({ url: `/teams/api/invitations/${id}/`, params: { key } }),
      providesTags: (_result, _error, { id }) => [invitationTag(id)],
    }),
  }),
});

export const { useGetInvitationQuery } = getInvitationApi;

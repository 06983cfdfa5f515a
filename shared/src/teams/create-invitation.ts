import type { Invitation, InvitationCreate } from '@lifeguard/contracts/schemas/teams';
import { teamTag, teamsApi } from '@lifeguard/shared/teams/teams-api';

export type { Invitation };

/** The family is named twice: by slug in the path, by id (`team`) in the body (spec 001 §7). */
export type CreateInvitationArg = InvitationCreate & { slug: string };

/**
 * `createInvitation({slug, email, role, team})`: POST /a/{slug}/team/api/invitations/ (spec 001
 * §7 Teams), admins only → the invitation, mailed with its accept link; the family reloads (spec
 * 001 §4). 400 with the server's message (already a member, already invited, bad email).
 */
export const createInvitationApi = teamsApi.injectEndpoints({
  endpoints: (build) => ({
    createInvitation: build.mutation<Invitation, CreateInvitationArg>({
      query: ({ slug, ...body }) => ({
        url: `/a/${encodeURIComponent(slug)}/team/api/invitations/`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { team }) => [teamTag(team)],
    }),
  }),
});

export const { useCreateInvitationMutation } = createInvitationApi;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import {
  InvitationAcceptResponseSchema,
  InvitationAcceptSchema,
  InvitationKeyQuerySchema,
  InvitationPreviewSchema,
  TeamParamsSchema,
} from '@lifeguard/contracts/schemas/teams';
import fp from 'fastify-plugin';
import { presentPreview, presentTeam } from '../present.js';
import { perIp, tooManyPerMinute } from '../../../plugins/rate-limit.js';

/** Invitation previews per minute per IP: keys cannot be guessed by trying many. */
export const PREVIEW_RATE_LIMIT = 60;
/** Accepts per minute per IP. */
export const ACCEPT_RATE_LIMIT = 20;

const tooMany = tooManyPerMinute('requests');

/**
 * The accept page's calls (issue 13 "Teams and invitations"): the link mailed to an invited
 * person is `/app/teams/invitation/{id}?key={key}`. An unknown id or a key that is not the
 * invitation's current one (a resend replaces it) answers 404.
 */
const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /teams/api/invitations/{id}/?key=: what the page shows (the family's name, the invited
   * email, the inviter, the status, where a pending one past its expiry is `expired`), signed in
   * or out. 429 past PREVIEW_RATE_LIMIT a minute per IP.
   */
  app.get(
    '/teams/api/invitations/:id/',
    {
      preHandler: app.throttle(perIp('invitation-preview', PREVIEW_RATE_LIMIT, tooMany)),
      schema: {
        params: TeamParamsSchema,
        querystring: InvitationKeyQuerySchema,
        response: {
          200: InvitationPreviewSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) =>
      presentPreview(await app.teams.preview(request.params.id, request.query.key), new Date()),
  );

  /**
   * POST /teams/api/invitations/{id}/accept/ `{key}` (signed in): `{status: 'success', team}`,
   * the user now a member with the invited role and the family current. 403 `email_mismatch`
   * when signed in with another email; 400 `invitation_expired`, `invitation_cancelled`,
   * `invitation_accepted` (also the loser of two racing accepts); 429 past ACCEPT_RATE_LIMIT a
   * minute per IP; 403 `impersonating` (issue 30 item 1).
   */
  app.post(
    '/teams/api/invitations/:id/accept/',
    {
      onRequest: [app.authenticate, app.refuseWhileImpersonating],
      preHandler: app.throttle(perIp('invitation-accept', ACCEPT_RATE_LIMIT, tooMany)),
      schema: {
        params: TeamParamsSchema,
        body: InvitationAcceptSchema,
        response: {
          200: InvitationAcceptResponseSchema,
          400: ApiErrorSchema,
          401: UnauthenticatedSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const team = await app.teams.accept(request.auth.user, request.params.id, request.body.key);
      return { status: 'success' as const, team: presentTeam(team, new Date()) };
    },
  );
};

export default fp(invitationRoutes, { name: 'invitation-routes', encapsulate: true });

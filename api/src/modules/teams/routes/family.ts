import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { listOf } from '@lifeguard/contracts/schemas/lists';
import {
  FamilyOverviewMemberSchema,
  InvitationCreateSchema,
  InvitationSchema,
  MemberUpdateSchema,
  TeamItemParamsSchema,
  TeamMemberSchema,
  TeamSlugParamsSchema,
} from '@lifeguard/contracts/schemas/teams';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { listAnswer } from '../../../plugins/lists.js';
import { presentInvitation, presentMember } from '../present.js';
import { tooManyPerMinute } from '../../../plugins/rate-limit.js';
import { refusals } from '../../../plugins/refusals.js';

/** Invitations made or resent per minute by one user (the mail each one sends is the cost). */
export const INVITE_RATE_LIMIT = 20;

/**
 * Team Settings calls under `/a/{slug}/team/` (spec 001 §7 Teams; issue 13): invitations and
 * members of the family `slug`. A family the user is not a member of answers 404; an admin
 * action by a member 403. Invitations are refused while a superuser impersonates (403
 * `impersonating`, issue 30 item 1): one to their own address would make them an admin of the
 * user's family for good.
 */
const familyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onRequest = app.refuseWhileImpersonating;
  const inviteLimit = app.throttle({
    name: 'team-invite',
    max: INVITE_RATE_LIMIT,
    key: (request) => String(request.auth.user.id),
    error: tooManyPerMinute('invitations'),
  });

  /**
   * POST /a/{slug}/team/api/invitations/ `{email, role, team}` (admins): 201 the invitation,
   * pending for 7 days, its accept link mailed to `email`. 400 `team` not this family's id,
   * `already_member`, `already_invited` (emails compared ignoring case); 429 past
   * INVITE_RATE_LIMIT a minute (with resends).
   */
  app.post(
    '/a/:slug/team/api/invitations/',
    {
      onRequest,
      preHandler: inviteLimit,
      schema: {
        params: TeamSlugParamsSchema,
        body: InvitationCreateSchema,
        response: { 201: InvitationSchema, ...refusals.guarded, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { params, body, auth } = request;
      const invitation = await app.teams.invite(auth.user, params.slug, body);
      return reply.code(201).send(presentInvitation(invitation, new Date()));
    },
  );

  /**
   * POST /a/{slug}/team/invite/{id}/ (admins): resends a pending or expired invitation with a
   * new link (the old one stops working) and a new 7-day expiry; the invitation. 400
   * `invitation_accepted`, `invitation_cancelled`, `already_invited`; 429 as above.
   */
  app.post(
    '/a/:slug/team/invite/:id/',
    {
      onRequest,
      preHandler: inviteLimit,
      schema: {
        params: TeamItemParamsSchema,
        response: { 200: InvitationSchema, ...refusals.guarded, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { params, auth } = request;
      const invitation = await app.teams.resend(auth.user, params.slug, params.id);
      return presentInvitation(invitation, new Date());
    },
  );

  /**
   * POST /a/{slug}/team/invite/cancel/{id}/ (admins): the invitation, status `cancelled`; its
   * link stops working. 400 `invitation_accepted`.
   */
  app.post(
    '/a/:slug/team/invite/cancel/:id/',
    {
      onRequest,
      schema: { params: TeamItemParamsSchema, response: { 200: InvitationSchema, ...refusals.guarded } },
    },
    async (request) => {
      const { params, auth } = request;
      const invitation = await app.teams.cancel(auth.user, params.slug, params.id);
      return presentInvitation(invitation, new Date());
    },
  );

  /**
   * PATCH /a/{slug}/team/api/members/{id}/ `{role}` (admins): the membership `id` with its new
   * role. 400 `last_admin` when it would leave the family without an admin.
   */
  app.patch(
    '/a/:slug/team/api/members/:id/',
    {
      schema: {
        params: TeamItemParamsSchema,
        body: MemberUpdateSchema,
        response: { 200: TeamMemberSchema, ...refusals.guarded },
      },
    },
    async (request) => {
      const { params, body, auth } = request;
      return presentMember(await app.teams.changeRole(auth.user.id, params.slug, params.id, body.role));
    },
  );

  /**
   * DELETE /a/{slug}/team/api/members/{id}/: removes a member; 204. Admins remove anyone; a
   * member removes only their own membership (Leave; else 403). 400 `last_admin` for the last
   * admin while other members remain; the family is deleted when its last member leaves.
   */
  app.delete(
    '/a/:slug/team/api/members/:id/',
    { schema: { params: TeamItemParamsSchema, response: { 204: Type.Null(), ...refusals.guarded } } },
    async (request, reply) => {
      const { params, auth } = request;
      await app.teams.removeMember(auth.user.id, params.slug, params.id);
      return reply.code(204).send(null);
    },
  );

  /**
   * GET /a/{slug}/team/api/overview/ (admins): each member's protection score (%) and count of
   * open high or critical threats, in a list envelope; counts only, never their content.
   */
  app.get(
    '/a/:slug/team/api/overview/',
    {
      schema: {
        params: TeamSlugParamsSchema,
        response: { 200: listOf(FamilyOverviewMemberSchema), ...refusals.guarded },
      },
    },
    async (request) => listAnswer(await app.teams.overview(request.auth.user.id, request.params.slug)),
  );
};

export default fp(familyRoutes, { name: 'family-routes', encapsulate: true });

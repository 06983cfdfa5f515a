import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOf } from '@lifeguard/contracts/schemas/lists';
import {
  TeamActionResponseSchema,
  TeamListQuerySchema,
  TeamParamsSchema,
  TeamSchema,
  TeamWriteSchema,
} from '@lifeguard/contracts/schemas/teams';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { listAnswer } from '../../../plugins/lists.js';
import { presentTeam } from '../present.js';
import { refusals } from '../../../plugins/refusals.js';

const BASE = '/teams/api/teams';

/**
 * The user's families (spec 001 §7 Teams, §4 Teams; issue 13). A family the user is not a
 * member of answers 404, an admin action by a member 403.
 */
const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /teams/api/teams/[?slug=]: the user's families in a list envelope, the current one
   * first (spec 001 §4: the first is the current team); `slug` keeps only that family, and
   * answers no results when the user is not its member.
   */
  app.get(
    `${BASE}/`,
    {
      schema: {
        querystring: TeamListQuerySchema,
        response: { 200: listOf(TeamSchema), ...refusals.input },
      },
    },
    async (request) => {
      const teams = await app.teams.list(request.auth.user.id, request.query.slug);
      const now = new Date();
      return listAnswer(teams.map((team) => presentTeam(team, now)));
    },
  );

  /** POST /teams/api/teams/ `{name}`: 201 the new family; the user is its admin and it is current. */
  app.post(
    `${BASE}/`,
    { schema: { body: TeamWriteSchema, response: { 201: TeamSchema, ...refusals.guarded } } },
    async (request, reply) => {
      const team = await app.teams.create(request.auth.user.id, request.body.name);
      return reply.code(201).send(presentTeam(team, new Date()));
    },
  );

  /** PATCH /teams/api/teams/{id}/ `{name}`: the renamed family (admins); the slug stays. */
  app.patch(
    `${BASE}/:id/`,
    {
      schema: {
        params: TeamParamsSchema,
        body: TeamWriteSchema,
        response: { 200: TeamSchema, ...refusals.guarded },
      },
    },
    async (request) => {
      const team = await app.teams.rename(request.auth.user.id, request.params.id, request.body.name);
      return presentTeam(team, new Date());
    },
  );

  /**
   * DELETE /teams/api/teams/{id}/: 204, the family deleted with its memberships and invitations
   * (admins). Refused with 403 `impersonating` while a superuser impersonates the user.
   */
  app.delete(
    `${BASE}/:id/`,
    {
      preHandler: app.refuseWhileImpersonating,
      schema: { params: TeamParamsSchema, response: { 204: Type.Null(), ...refusals.guarded } },
    },
    async (request, reply) => {
      await app.teams.delete(request.auth.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /** POST /teams/api/teams/{id}/switch/: `{status: 'success'}`; the family is now current (members). */
  app.post(
    `${BASE}/:id/switch/`,
    {
      schema: { params: TeamParamsSchema, response: { 200: TeamActionResponseSchema, ...refusals.guarded } },
    },
    async (request) => {
      await app.teams.switchTo(request.auth.user.id, request.params.id);
      return { status: 'success' as const };
    },
  );
};

export default fp(teamRoutes, { name: 'team-routes', encapsulate: true });

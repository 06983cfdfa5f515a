import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EndSessionsRequestSchema,
  UserSessionsSchema,
  type UserSession,
  type UserSessions,
} from '@lifeguard/contracts/schemas/allauth-account';
import { UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../../plugins/authenticate.js';
import type { SessionListItem } from '../../../plugins/session-types.js';
import { rateLimited } from '../../../plugins/rate-limit.js';
import { refusals } from '../../../plugins/refusals.js';

/** Session list changes a user may make a minute (each ends sessions and revokes tokens). */
const ENDS_PER_MINUTE = 20;

const seconds = (at: Date) => at.getTime() / 1000;

/** allauth's SessionsResponse: `sessions` with the one numbered `current` first, then as listed. */
function present(sessions: SessionListItem[], current: number): UserSessions {
  const item = (s: SessionListItem): UserSession => ({
    id: s.number,
    user_agent: s.userAgent,
    ip: s.ip,
    created_at: seconds(s.createdAt),
    last_seen_at: seconds(s.lastSeenAt),
    is_current: s.number === current,
  });
  const ordered = [...sessions].sort((a, b) => Number(b.number === current) - Number(a.number === current));
  return { status: 200, data: ordered.map(item) };
}

/**
 * allauth "Sessions" (issue 16 §5): the user's signed-in browsers, by their session numbers.
 * Signed out → 401 with flows.
 */
const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /auth/sessions: 200 the user's sessions (user agent, IP, `created_at` and `last_seen_at`
   * in epoch seconds, `is_current`), the current one first, then the most recently seen.
   */
  app.get(
    '/auth/sessions',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: UserSessionsSchema, 401: UnauthenticatedSchema } },
    },
    async (request) => {
      const { user, session } = request.auth;
      const { number } = await app.sessions.details(session);
      return present(await app.sessions.listFor(user.id), number);
    },
  );

  /**
   * DELETE /auth/sessions `{sessions: [numbers]}`: ends those of the user's listed sessions and
   * revokes the extension tokens each issued; other numbers (unknown, another user's) are
   * ignored alike. 200 the remaining list; 401 with flows when the current session was among
   * them (this browser is signed out, its cookie cleared). 400 for a body of another shape,
   * 403 `impersonating` while a superuser acts as the user, 429 past 20 a minute per user.
   */
  app.delete(
    '/auth/sessions',
    {
      onRequest: [app.authenticate, app.refuseWhileImpersonating],
      preHandler: app.throttle({
        name: 'sessions-end',
        max: ENDS_PER_MINUTE,
        key: (request) => String(request.auth.user.id),
        error: rateLimited(),
      }),
      schema: {
        body: EndSessionsRequestSchema,
        response: { 200: UserSessionsSchema, ...refusals.allauthChange },
      },
    },
    async (request, reply) => {
      const { user, session } = request.auth;
      const { number } = await app.sessions.details(session);
      const listed = new Set((await app.sessions.listFor(user.id)).map((s) => s.number));
      const numbers = request.body.sessions.filter((n) => listed.has(n));
      const ended = numbers.length ? await app.sessions.endNumbered(user.id, numbers) : [];
      for (const id of ended) await app.extensionTokens.revokeSession(id);
      if (ended.includes(session.id)) {
        await app.sessions.end(request, reply);
        return reply.code(401).send(unauthenticated());
      }
      return present(await app.sessions.listFor(user.id), number);
    },
  );
};

export default fp(sessionsRoutes, { name: 'allauth-sessions-routes', encapsulate: true });

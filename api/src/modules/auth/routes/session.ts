import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticatedSchema } from '@lifeguard/contracts/schemas/allauth';
import { UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../../plugins/authenticate.js';
import { HttpProblem } from '../../../plugins/errors.js';
import { impersonationOf } from '../../users/present.js';
import { authenticated } from '../present.js';

/** allauth "Current Session" (spec 000 §7). */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { response: { 200: AuthenticatedSchema, 401: UnauthenticatedSchema } };

  /**
   * GET /auth/session: 200 `{data: {user, methods}}` when signed in (`user.impersonation` set
   * while a superuser acts as the user, issue 13), else 401 with flows, the pending
   * `mfa_authenticate` among them while a login waits for its second step (issue 16 §6).
   */
  app.get('/auth/session', { schema }, async (request) => {
    const current = await request.currentSession();
    if (!current) {
      const pending = await app.sessions.pendingLogin(request);
      const flow = pending ? await app.mfa.pendingFlow(pending.userId) : undefined;
      throw new HttpProblem(401, unauthenticated(flow));
    }
    const presented = app.users.present(current.user, impersonationOf(current));
    return authenticated(presented, (await app.sessions.details(current.session)).methods);
  });

  /**
   * DELETE /auth/session: logout, or abandoning a login's second step (issue 16 §6); revokes
   * the extension tokens this session issued (issue 15 item 4), deletes the session row and
   * cookie, answers 401 with flows. Signing out while impersonating ends the superuser's
   * session too (audit `stop`, issue 13).
   */
  app.delete('/auth/session', { schema }, async (request, reply) => {
    const current = await request.currentSession();
    if (current) await app.extensionTokens.revokeSession(current.session.id);
    await app.sessions.end(request, reply);
    return reply.code(401).send(unauthenticated());
  });
};

export default fp(sessionRoutes, { name: 'allauth-session-routes', encapsulate: true });

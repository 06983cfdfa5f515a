import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordImpersonation } from '../modules/admin/audit.js';
import { SESSION_COOKIE } from './session-cookie.js';
import type { Impersonator, SessionInfo } from './session-types.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False on a write route that stores nothing while a superuser impersonates (analytics):
     * it is then left off the trail, which would only record noise (issue 30 item 1).
     */
    impersonationTrail?: false;
  }
}

/** Methods that change nothing (RFC 9110 safe methods): never audited as writes. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** Who acted as whom in this request, and whether a refusal was audited already. */
type Trail = { superuser: Impersonator; user: SessionInfo['user']; refused: boolean };
const kTrail = Symbol('impersonationTrail');
type WithTrail = FastifyRequest & { [kTrail]: Trail | null };

/**
 * The call an audit row names: the method and the route's URL pattern ("POST /users/api/profile/",
 * "PATCH /a/:slug/team/api/members/:id/"), never its query string, a parameter's value or a body.
 */
export const callOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

/** Writes one row of the trail; a failure is logged, never turned into a 5xx answer. */
async function record(request: FastifyRequest, trail: Trail, action: 'write' | 'refused') {
  const call = callOf(request);
  const { superuser, user } = trail;
  try {
    await recordImpersonation(request.server.db, { action, superuser, user, reason: '', request: call });
  } catch (err) {
    request.log.error({ err, call }, 'impersonation audit row not written');
  }
}

/**
 * Writes the staff-audit row `refused` (issue 30 item 1) for a call refused because `current`
 * is a superuser's impersonation; nothing when it is not one. The write hook then leaves the
 * call alone, whatever its status (a provider connect is refused with a 302).
 */
export async function auditRefusal(request: FastifyRequest, current: SessionInfo) {
  const { impersonator, user } = current;
  if (current.session.impersonatorId === null || !impersonator) return;
  const trail = { superuser: impersonator, user, refused: true };
  (request as WithTrail)[kTrail] = trail;
  await record(request, trail, 'refused');
}

/**
 * The staff audit of what a superuser does while impersonating (issue 30 item 1, finding F9):
 * every write (a method other than GET, HEAD, OPTIONS) that succeeds while the session is an
 * impersonation gets a row `write` naming the call ({@link callOf}).
 *
 * Who acts is taken in `preHandler`, after the route's own checks (signed in, CSRF, input) and
 * before its handler, which may end the impersonation. The row is written in `onSend`, when the
 * status is known and before the answer leaves: only for a success (status under 400), since a
 * refused or failed write changed nothing (refusals have their `refused` row); and the client
 * never sees a success that the audit lacks. Writes that end the impersonation (Stop, signing
 * out, signing in as someone else) have their `stop` row and are left out: the session is no
 * longer that impersonation once they are done. A failed audit insert is logged and does not
 * turn an applied write into a 500.
 */
export default fp(
  async (app) => {
    app.decorateRequest(kTrail, null);

    // Only a write with a session cookie costs anything: the session is then loaded once for
    // the request (the route's own authentication shares it). Callback hooks: no promise on
    // the other requests (issue 17).
    app.addHook('preHandler', (request, _reply, done) => {
      const untracked = request.routeOptions.config?.impersonationTrail === false;
      if (untracked || SAFE_METHODS.has(request.method) || !request.cookies[SESSION_COOKIE]) return done();
      request.currentSession().then((current) => {
        const trail = request as WithTrail;
        if (current?.impersonator && !trail[kTrail]) {
          trail[kTrail] = { superuser: current.impersonator, user: current.user, refused: false };
        }
        done();
      }, done);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const trail = (request as WithTrail)[kTrail];
      if (!trail || trail.refused || reply.statusCode >= 400) return done(null, payload);
      const stillImpersonating = request.currentSession().then(
        (now) => now?.session.impersonatorId === trail.superuser.id,
        () => false,
      );
      stillImpersonating
        .then((still) => (still ? record(request, trail, 'write') : undefined))
        .then(() => done(null, payload));
    });
  },
  { name: 'impersonation-trail', dependencies: ['session'] },
);

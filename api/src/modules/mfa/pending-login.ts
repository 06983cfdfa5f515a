import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../plugins/authenticate.js';
import { HttpProblem } from '../../plugins/errors.js';
import type { PendingLogin } from '../../plugins/session-types.js';

const pendingLogins = new WeakMap<FastifyRequest, PendingLogin>();

/** The login waiting for its second factor that {@link requirePendingLogin} found, if any. */
export const pendingLoginOf = (request: FastifyRequest): PendingLogin | undefined =>
  pendingLogins.get(request);

/**
 * An `onRequest` hook: the request's login waiting for its second factor (issue 16 §6), read
 * back by {@link pendingLoginOf}; without one, 401 with the sign-in flows (allauth's answer).
 */
export const requirePendingLogin = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const pending = await app.sessions.pendingLogin(request);
  if (!pending) throw new HttpProblem(401, unauthenticated());
  pendingLogins.set(request, pending);
};

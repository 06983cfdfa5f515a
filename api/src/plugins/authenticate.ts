import { PROVIDERS } from '@lifeguard/contracts/allauth';
import type { Unauthenticated } from '@lifeguard/contracts/schemas/errors';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from './errors.js';
import type { SessionInfo } from './session.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one signed-in check (ARCHITECTURE "Module template"): an `onRequest` hook, so a
     * signed-out call answers 401 before its CSRF token (403) or its input (400) is looked at.
     * Sets `request.auth`. Use it as `onRequest: app.authenticate` on a route, or
     * `app.addHook('onRequest', app.authenticate)` for every route of a module.
     */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in session and user; set by `app.authenticate`, only on routes that use it. */
    auth: SessionInfo;
  }
}

/**
 * django-allauth's 401 AuthenticationResponse: nobody is signed in, and these flows can sign the
 * visitor in. Every route needing a session answers it when signed out.
 */
export function unauthenticated(): Unauthenticated {
  return {
    status: 401,
    data: {
      flows: [{ id: 'login' }, { id: 'signup' }, { id: 'provider_redirect', providers: [...PROVIDERS] }],
    },
    meta: { is_authenticated: false },
  };
}

/** @throws HttpProblem 401 with {@link unauthenticated} when the request has no session. */
export async function requireSession(request: FastifyRequest): Promise<SessionInfo> {
  const current = await request.currentSession();
  if (!current) throw new HttpProblem(401, unauthenticated());
  return current;
}

/** Decorates `app.authenticate` and `request.auth`. */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null as unknown as SessionInfo);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await requireSession(request);
    });
  },
  { name: 'authenticate', dependencies: ['session'] },
);

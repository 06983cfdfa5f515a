import { PROVIDERS } from '@lifeguard/contracts/allauth';
import type { Flow, Unauthenticated } from '@lifeguard/contracts/schemas/errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { allauthError, apiError, forbidden, HttpProblem } from './errors.js';
import { auditRefusal } from './impersonation-trail.js';
import type { SessionInfo } from './session-types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one signed-in check (ARCHITECTURE "Module template"): an `onRequest` hook, so a
     * signed-out call answers 401 before its CSRF token (403) or its input (400) is looked at.
     * Sets `request.auth`. Use it as `onRequest: app.authenticate` on a route, or
     * `app.addHook('onRequest', app.authenticate)` for every route of a module. A callback hook:
     * no promise of its own on every signed-in request (issue 17).
     */
    authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
    /**
     * 403 `permission_denied` unless the signed-in user is a superuser (issue 13 superuser
     * tools; spec 001 §6). An `onRequest`/`preHandler` hook placed after `app.authenticate`
     * (it signs the request in itself, 401 signed out, when used alone).
     */
    requireSuperuser(request: FastifyRequest): Promise<void>;
    /**
     * 403 `impersonating` ('Not allowed while impersonating a user.') while the session is a
     * superuser's impersonation (issue 13: password change, team and account delete,
     * integration disconnect, another impersonation; issue 30 item 1: first password, tokens
     * and hand-off codes, invitations, the export, phone, email and provider changes), with
     * the staff-audit row `refused` naming the call. An `onRequest`/`preHandler` hook placed
     * after `app.authenticate` (401 signed out when used alone); the 403 follows the route's
     * error family (allauth's envelope under /_allauth/, else ours).
     */
    refuseWhileImpersonating(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in session and user; set by `app.authenticate`, only on routes that use it. */
    auth: SessionInfo;
  }
}

/**
 * django-allauth's 401 AuthenticationResponse: nobody is signed in, and these flows can sign the
 * visitor in; `pending`, when a login waits for a stage (its second factor, issue 16 §6), is
 * listed too, with `is_pending`. Every route needing a session answers it when signed out.
 */
export function unauthenticated(pending?: Flow): Unauthenticated {
  return {
    status: 401,
    data: {
      flows: [
        { id: 'login' },
        { id: 'signup' },
        { id: 'provider_redirect', providers: [...PROVIDERS] },
        ...(pending ? [pending] : []),
      ],
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

/** The message of {@link FastifyInstance.refuseWhileImpersonating}'s 403. */
export const IMPERSONATING_MESSAGE = 'Not allowed while impersonating a user.';

/** `request.auth`, signing the request in first when no earlier hook did. @throws 401 */
async function signedIn(request: FastifyRequest): Promise<SessionInfo> {
  if (!request.auth) request.auth = await requireSession(request);
  return request.auth;
}

/** Decorates `app.authenticate`, `app.requireSuperuser`, `app.refuseWhileImpersonating`, `request.auth`. */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null as unknown as SessionInfo);
    app.decorate(
      'authenticate',
      (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        requireSession(request).then((current) => {
          request.auth = current;
          done();
        }, done);
      },
    );
    app.decorate('requireSuperuser', async (request: FastifyRequest) => {
      const { user } = await signedIn(request);
      if (!user.isSuperuser) throw forbidden();
    });
    app.decorate('refuseWhileImpersonating', async (request: FastifyRequest) => {
      const current = await signedIn(request);
      if (current.session.impersonatorId === null) return;
      await auditRefusal(request, current);
      const error = { message: IMPERSONATING_MESSAGE, code: 'impersonating' };
      const family = request.routeOptions.config?.errorFamily ?? 'api';
      throw (family === 'allauth' ? allauthError : apiError)(403, [error]);
    });
  },
  { name: 'authenticate', dependencies: ['session'] },
);

/**
 * A plugin named `name` registering `routes` behind `app.authenticate` (an `onRequest` hook of
 * its own encapsulated context), for a module whose other routes also answer visitors.
 */
export const signedInRoutes = (name: string, ...routes: FastifyPluginAsync[]) =>
  fp(
    async (signedIn) => {
      signedIn.addHook('onRequest', signedIn.authenticate);
      for (const plugin of routes) await signedIn.register(plugin);
    },
    { name, encapsulate: true },
  );

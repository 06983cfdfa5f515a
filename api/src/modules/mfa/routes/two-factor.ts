import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticatedSchema } from '@lifeguard/contracts/schemas/allauth';
import { MfaCodeRequestSchema } from '@lifeguard/contracts/schemas/allauth-mfa';
import fp from 'fastify-plugin';
import type { Throttled } from '../attempts.js';
import { unauthenticated } from '../../../plugins/authenticate.js';
import { HttpProblem } from '../../../plugins/errors.js';
import { refusals } from '../../../plugins/refusals.js';
import { authenticationMethods } from '../../auth/methods.js';
import { authenticated } from '../../auth/present.js';
import { codeRefused } from '../errors.js';
import { pendingLoginOf, requirePendingLogin } from '../pending-login.js';

/**
 * allauth's "Authentication: 2FA" (issue 16 §6): the second step of a login, and a
 * reauthentication with a second factor. A code is one of the app (6 digits, its time step
 * accepted once) or an unused recovery code (then used up).
 */
const twoFactorRoutes: FastifyPluginAsyncTypebox<{ attempts: Throttled }> = async (app, { attempts }) => {
  const response = { 200: AuthenticatedSchema, ...refusals.allauthChange };

  /**
   * POST /auth/2fa/authenticate `{code}`: completes the pending login (a new session id and
   * cookie, a new CSRF token, last login now) → 200 with methods the login's and `mfa`. 400
   * `incorrect_code`; 401 without a pending login; 429 past MFA_RATE_LIMIT attempts a minute
   * per user and per pending login, and 429 `mfa_locked_out` for 15 minutes after 10 failed
   * codes in a row (issue 30 item 6).
   */
  app.post(
    '/auth/2fa/authenticate',
    {
      onRequest: requirePendingLogin(app),
      preHandler: attempts,
      schema: { body: MfaCodeRequestSchema, response },
    },
    async (request, reply) => {
      const pending = pendingLoginOf(request)!;
      const check = await app.mfa.authenticate(pending.userId, request.body.code);
      if (check.outcome !== 'accepted') throw codeRefused(check);
      const { type } = check;
      const user = await app.users.findById(pending.userId);
      if (!user) throw new HttpProblem(401, unauthenticated());
      const record = authenticationMethods.mfa(type, false);
      await app.sessions.completeLogin(request, reply, pending, record);
      reply.rotateCsrfToken();
      await app.users.touchLastLogin(user.id);
      const presented = app.users.present({ ...user, lastLogin: new Date() });
      return authenticated(presented, [...pending.methods, record]);
    },
  );

  /**
   * POST /auth/2fa/reauthenticate `{code}` (signed in): records a reauthentication by a second
   * factor, so sensitive actions are allowed again → 200 with the methods so far. Same errors.
   */
  app.post(
    '/auth/2fa/reauthenticate',
    {
      onRequest: [app.authenticate, app.refuseWhileImpersonating],
      preHandler: attempts,
      schema: { body: MfaCodeRequestSchema, response },
    },
    async (request) => {
      const { user, session } = request.auth;
      const check = await app.mfa.authenticate(user.id, request.body.code);
      if (check.outcome !== 'accepted') throw codeRefused(check);
      const record = authenticationMethods.mfa(check.type, true);
      const { methods } = await app.sessions.details(session);
      await app.sessions.addMethod(request, session.id, record);
      return authenticated(app.users.present(user), [...methods, record]);
    },
  );
};

export default fp(twoFactorRoutes, { name: 'two-factor-routes', encapsulate: true });

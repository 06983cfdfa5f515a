import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthenticatedSchema,
  ConflictSchema,
  LoginRequestSchema,
} from '@lifeguard/contracts/schemas/allauth';
import { AllauthErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../../plugins/authenticate.js';
import { HttpProblem, allauthError } from '../../../plugins/errors.js';
import { perIpAndEmail } from '../../../plugins/rate-limit.js';
import { TOO_MANY_ATTEMPTS } from '../../mfa/errors.js';
import { authenticated } from '../present.js';

const mismatch = {
  message: 'The email address and/or password you specified are not correct.',
  code: 'email_password_mismatch',
  param: 'password',
};

/**
 * allauth "Login" (spec 000 §7): POST /auth/login `{email, password, remember?}` → 200
 * AuthenticatedResponse; 401 with the pending `mfa_authenticate` flow when the user has
 * two-factor sign-in on (issue 16 §6: `POST /auth/2fa/authenticate` completes it); 400
 * `email_password_mismatch`; 409 when already signed in; 429 past LOGIN_RATE_LIMIT a minute
 * per IP and per email.
 */
const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        body: LoginRequestSchema,
        response: {
          200: AuthenticatedSchema,
          400: AllauthErrorSchema,
          401: UnauthenticatedSchema,
          409: ConflictSchema,
          429: AllauthErrorSchema,
        },
      },
      preHandler: app.throttle(...perIpAndEmail('login', app.config.rateLimits.login, TOO_MANY_ATTEMPTS)),
    },
    async (request, reply) => {
      if (await request.currentSession()) throw new HttpProblem(409, { status: 409 });
      const { email, password, remember } = request.body;
      const signedIn = await app.auth.logIn(request, reply, {
        email,
        password,
        remember: remember === true,
      });
      if (!signedIn) throw allauthError(400, [mismatch]);
      if ('pending' in signedIn) throw new HttpProblem(401, unauthenticated(signedIn.pending));
      return authenticated(app.users.present(signedIn.user), signedIn.methods);
    },
  );
};

export default fp(loginRoutes, { name: 'login-routes', encapsulate: true });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthenticatorsSchema } from '@lifeguard/contracts/schemas/allauth-mfa';
import { UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';

/**
 * allauth "List authenticators" (issue 16 §6): GET /account/authenticators → 200 the user's
 * authenticator app and recovery codes (times and counts, never a secret or code); 401 signed out.
 */
const authenticatorsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account/authenticators',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: AuthenticatorsSchema, 401: UnauthenticatedSchema } },
    },
    async (request) => ({ status: 200 as const, data: await app.mfa.list(request.auth.user.id) }),
  );
};

export default fp(authenticatorsRoutes, { name: 'authenticators-routes', encapsulate: true });

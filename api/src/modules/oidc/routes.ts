import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProviderCallbackQuerySchema } from '@lifeguard/contracts/schemas/oidc';
import fp from 'fastify-plugin';
import { callbackPath } from './callback-url.js';
import devProviderRoutes from './dev-provider/routes.js';

/**
 * Routes of third-party sign-in (spec 000 §4 "Google sign-in"): the provider's callback, and
 * the local development provider under /dev-oidc when it stands in for Google.
 */
const oidcRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /accounts/google/login/callback/ (allauth's path): the provider's authorization
   * response. Always a 302: to the flow's callback_url, signed in, or with `?error=`. A query
   * outside ProviderCallbackQuerySchema (an overlong or repeated parameter) is refused the same
   * way (`error=unknown`), never with a 400 page: a browser, not a client, lands here.
   */
  app.get(
    callbackPath('google'),
    { schema: { querystring: ProviderCallbackQuerySchema }, attachValidation: true },
    async (request, reply) => {
      const location = request.validationError
        ? await app.oidc.refuse(request, reply, 'google', request.validationError.message)
        : await app.oidc.finish(request, reply, 'google');
      return reply.redirect(location, 302);
    },
  );

  if (app.config.oidc.devProvider) await app.register(devProviderRoutes);
};

export default fp(oidcRoutes, { name: 'oidc-routes', encapsulate: true });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callbackPath } from './callback-url.js';
import devProviderRoutes from './dev-provider/routes.js';

/**
 * Routes of third-party sign-in (spec 000 §4 "Google sign-in"): the provider's callback, and
 * the local development provider under /dev-oidc when it stands in for Google.
 */
const oidcRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /accounts/google/login/callback/ (allauth's path): the provider's authorization
   * response. Always a 302: to the flow's callback_url, signed in, or with `?error=`.
   */
  app.get(callbackPath('google'), async (request, reply) => {
    return reply.redirect(await app.oidc.finish(request, reply, 'google'), 302);
  });

  if (app.config.oidc.devProvider) await app.register(devProviderRoutes);
};

export default oidcRoutes;

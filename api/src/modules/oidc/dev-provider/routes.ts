import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import endpoints from './endpoints.js';
import gmailStandIn from './gmail/routes.js';
import { createDevProviders } from './providers.js';
import signIn from './sign-in.js';

/**
 * The local development OpenID provider standing in for Google (GOOGLE_CLIENT_ID unset,
 * OIDC_DEV_PROVIDER not false), in this server under /dev-oidc: its endpoints, its sign-in
 * page, and Google's OAuth and Gmail API for email protection under /dev-oidc/google.
 */
const devProviderRoutes: FastifyPluginAsync = async (app) => {
  const providers = createDevProviders(app.config.secretKey, app.publicOrigin, app.db);
  await app.register(endpoints, { providers });
  await app.register(signIn, { providers });
  await app.register(gmailStandIn);
};

export default fp(devProviderRoutes, { name: 'dev-provider-routes', encapsulate: true });

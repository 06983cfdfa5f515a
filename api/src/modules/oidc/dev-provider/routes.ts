import type { FastifyPluginAsync } from 'fastify';
import endpoints from './endpoints.js';
import { createDevProviders } from './providers.js';
import signIn from './sign-in.js';

/**
 * The local development OpenID provider standing in for Google (GOOGLE_CLIENT_ID unset,
 * OIDC_DEV_PROVIDER not false), in this server under /dev-oidc: its endpoints and its sign-in
 * page.
 */
const devProviderRoutes: FastifyPluginAsync = async (app) => {
  const providers = await createDevProviders(app.config.secretKey, app.publicOrigin);
  await app.register(endpoints, { providers });
  await app.register(signIn, { providers });
};

export default devProviderRoutes;

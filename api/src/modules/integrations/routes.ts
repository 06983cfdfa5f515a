import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import collectionRoutes from './routes/collection.js';
import heartbeatRoutes from './routes/heartbeat.js';
import itemRoutes from './routes/item.js';

/**
 * Integration endpoints (spec 001 §7 "Integrations"). The browser's calls need a session
 * (allauth's 401 before CSRF and input are looked at); the extension's heartbeat a bearer token.
 */
const integrationsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    fp(
      async (signedIn) => {
        signedIn.addHook('onRequest', app.authenticate);
        await signedIn.register(collectionRoutes);
        await signedIn.register(itemRoutes);
      },
      { name: 'signed-in-integration-routes', encapsulate: true },
    ),
  );
  await app.register(heartbeatRoutes);
};

export default fp(integrationsRoutes, { name: 'integrations-routes', encapsulate: true });

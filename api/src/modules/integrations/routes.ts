import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { signedInRoutes } from '../../plugins/authenticate.js';
import collectionRoutes from './routes/collection.js';
import heartbeatRoutes from './routes/heartbeat.js';
import itemRoutes from './routes/item.js';

/**
 * Integration endpoints (spec 001 §7 "Integrations"). The browser's calls need a session
 * (allauth's 401 before CSRF and input are looked at); the extension's heartbeat a bearer token.
 */
const integrationsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signedInRoutes('signed-in-integration-routes', collectionRoutes, itemRoutes));
  await app.register(heartbeatRoutes);
};

export default fp(integrationsRoutes, { name: 'integrations-routes', encapsulate: true });

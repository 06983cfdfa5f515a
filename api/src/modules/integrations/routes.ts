import type { FastifyPluginAsync } from 'fastify';
import { signedInUserId } from '../../plugins/session.js';
import collectionRoutes from './collection-routes.js';
import extensionRoutes from './extension-routes.js';
import itemRoutes from './item-routes.js';

/**
 * Integration endpoints (spec 001 §7 "Integrations"). The browser's calls need a session,
 * checked before CSRF and input (401 `{detail}`); the extension's heartbeat a bearer token.
 */
const integrationsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', async (request) => void (await signedInUserId(request)));
    await signedIn.register(collectionRoutes);
    await signedIn.register(itemRoutes);
  });
  await app.register(extensionRoutes);
};

export default integrationsRoutes;

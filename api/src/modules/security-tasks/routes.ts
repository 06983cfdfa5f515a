import type { FastifyPluginAsync } from 'fastify';
import { signedInUserId } from '../../plugins/session.js';
import actionItemRoutes from './routes/action-items.js';
import notificationRoutes from './routes/notifications.js';

/**
 * Security task endpoints under /security-tasks/api/ (spec 001 §7 "Action items, notifications,
 * content"). Each needs a session, checked before CSRF and input (401 `{detail}`).
 */
const securityTasksRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => void (await signedInUserId(request)));
  await app.register(actionItemRoutes);
  await app.register(notificationRoutes);
};

export default securityTasksRoutes;

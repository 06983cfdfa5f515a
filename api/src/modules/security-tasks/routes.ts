import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import actionItemRoutes from './routes/action-items.js';
import notificationRoutes from './routes/notifications.js';

/**
 * Security task endpoints under /security-tasks/api/ (spec 001 §7 "Action items, notifications,
 * content"). Each needs a session: allauth's 401 before CSRF and input are looked at.
 */
const securityTasksRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(actionItemRoutes);
  await app.register(notificationRoutes);
};

export default fp(securityTasksRoutes, { name: 'security-tasks-routes', encapsulate: true });

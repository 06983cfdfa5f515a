import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import avatarRoutes from './routes/avatar.js';
import dataRoutes from './routes/data.js';
import profileRoutes from './routes/profile.js';

/**
 * The account pages' calls under /users/api/ (issue 13 "Account pages", "Your data"): profile
 * names, avatar, data export and account deletion. Each needs a session: allauth's 401 before
 * CSRF and input are looked at.
 */
const accountRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(profileRoutes);
  await app.register(avatarRoutes);
  await app.register(dataRoutes);
};

export default fp(accountRoutes, { name: 'account-routes', encapsulate: true });

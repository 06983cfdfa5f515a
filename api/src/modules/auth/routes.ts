import type { FastifyPluginAsync } from 'fastify';
import loginRoutes from './routes/login.js';
import passwordChangeRoutes from './routes/password-change.js';
import passwordResetRoutes from './routes/password-reset.js';
import providerRedirectRoutes from './routes/provider-redirect.js';
import sessionRoutes from './routes/session.js';

/** django-allauth headless endpoints for browsers, under /_allauth/browser/v1 (spec 000 §7). */
const authRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, errorFamily: 'allauth' };
  });
  await app.register(sessionRoutes);
  await app.register(loginRoutes);
  await app.register(passwordResetRoutes);
  await app.register(passwordChangeRoutes);
  await app.register(providerRedirectRoutes);
};

export default authRoutes;

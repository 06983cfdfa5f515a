import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import emailAddressesRoutes from '../email-addresses/routes.js';
import mfaRoutes from '../mfa/routes.js';
import accountProvidersRoutes from '../oidc/account-providers.js';
import configRoutes from './routes/config.js';
import loginRoutes from './routes/login.js';
import passwordChangeRoutes from './routes/password-change.js';
import passwordResetRoutes from './routes/password-reset.js';
import providerRedirectRoutes from './routes/provider-redirect.js';
import reauthenticateRoutes from './routes/reauthenticate.js';
import sessionRoutes from './routes/session.js';
import sessionsRoutes from './routes/sessions.js';
import signupRoutes from './routes/signup.js';

/**
 * django-allauth headless endpoints for browsers, under /_allauth/browser/v1 (spec 000 §7;
 * issue 16: configuration, sign-up, email addresses, providers, sessions, reauthentication, MFA).
 */
const authRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, errorFamily: 'allauth' };
  });
  await app.register(sessionRoutes);
  await app.register(loginRoutes);
  await app.register(passwordResetRoutes);
  await app.register(passwordChangeRoutes);
  await app.register(providerRedirectRoutes);
  await app.register(configRoutes);
  await app.register(signupRoutes);
  await app.register(reauthenticateRoutes);
  await app.register(sessionsRoutes);
  await app.register(emailAddressesRoutes);
  await app.register(accountProvidersRoutes);
  await app.register(mfaRoutes);
};

export default fp(authRoutes, { name: 'auth-routes', encapsulate: true });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { codeAttempts } from './attempts.js';
import authenticatorsRoutes from './routes/authenticators.js';
import recoveryCodesRoutes from './routes/recovery-codes.js';
import totpRoutes from './routes/totp.js';
import twoFactorRoutes from './routes/two-factor.js';

/**
 * allauth's MFA endpoints under /_allauth/browser/v1 (issue 16 §6). Every route that checks a
 * code shares one limit of attempts per user.
 */
const mfaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const attempts = codeAttempts(app);
  await app.register(authenticatorsRoutes);
  await app.register(totpRoutes, { attempts });
  await app.register(recoveryCodesRoutes);
  await app.register(twoFactorRoutes, { attempts });
};

export default fp(mfaRoutes, { name: 'mfa-routes', encapsulate: true });

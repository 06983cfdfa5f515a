import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import manageRoutes from './routes/manage.js';
import verifyRoutes from './routes/verify.js';

/**
 * allauth's email endpoints under /_allauth/browser/v1 (issue 16 §3, §4): the account's
 * addresses (`/account/email`) and their verification by mailed key (`/auth/email/verify`).
 */
const emailAddressesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(manageRoutes);
  await app.register(verifyRoutes);
};

export default fp(emailAddressesRoutes, { name: 'email-addresses-routes', encapsulate: true });

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import emailRoutes from './routes/email.js';
import onboardingRoutes from './routes/onboarding.js';
import personalInfoRoutes from './routes/personal-info.js';

/**
 * Registration by email, under /users/api/register/ (spec 000 §4 "Registration", §7): step 1
 * email, step 2 personal info, step 3 onboarding answers. Step 3.75 is
 * `POST /users/api/password/setup/` of the users module.
 */
const registrationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(emailRoutes);
  await app.register(personalInfoRoutes);
  await app.register(onboardingRoutes);
};

export default fp(registrationRoutes, { name: 'registration-routes', encapsulate: true });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import { listOf } from '@lifeguard/contracts/schemas/lists';
import { ArticleSchema } from '@lifeguard/contracts/schemas/safety-resources';
import fp from 'fastify-plugin';
import { listAnswer } from '../../plugins/lists.js';
import { presentArticle } from './present.js';

/**
 * GET /safety-resources/api/educational-content/: every article in a list envelope, the most
 * relevant to the signed-in user's onboarding answers first (relevance.ts). allauth's 401
 * when signed out.
 */
const safetyResourcesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/safety-resources/api/educational-content/',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: listOf(ArticleSchema), 401: UnauthenticatedSchema } },
    },
    async (request) => {
      const rows = await app.safetyResources.forUser(request.auth.user.onboardingResponses);
      return listAnswer(rows.map(presentArticle));
    },
  );
};

export default fp(safetyResourcesRoutes, { name: 'safety-resources-routes', encapsulate: true });

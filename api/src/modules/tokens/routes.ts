import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import { ExtensionTokensSchema } from '@lifeguard/contracts/schemas/tokens';

/**
 * GET /api/extension-auth-tokens/ (spec 000 §3 "Extension token response", §7): a fresh
 * `{access_token, refresh_token}` for the signed-in user, never cached; 401 with flows when
 * signed out.
 */
const tokensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/extension-auth-tokens/',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ExtensionTokensSchema, 401: UnauthenticatedSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.extensionTokens.issue(request.auth.user.id);
    },
  );
};

export default tokensRoutes;

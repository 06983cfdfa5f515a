import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DetailSchema } from '../../plugins/errors.js';
import { requireSession } from '../../plugins/session.js';

/** GET /api/extension-auth-tokens/: `{access_token, refresh_token}` for the signed-in user (spec 000 §7). */
const tokensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/extension-auth-tokens/',
    {
      schema: {
        response: {
          200: Type.Object({ access_token: Type.String(), refresh_token: Type.String() }),
          401: DetailSchema,
        },
      },
    },
    async (request, reply) => {
      const current = await requireSession(request);
      reply.header('cache-control', 'no-store');
      return app.extensionTokens.issue(current.user.id);
    },
  );
};

export default tokensRoutes;

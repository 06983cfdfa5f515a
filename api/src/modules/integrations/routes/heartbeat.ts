import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { HeartbeatAnswerSchema, HeartbeatRequestSchema } from '@lifeguard/contracts/schemas/integrations';
import { BearerUnauthorizedSchema } from '@lifeguard/contracts/schemas/tokens';
import fp from 'fastify-plugin';

/**
 * POST /integrations/api/extension/heartbeat/ `{version?, browser?}` with `Authorization:
 * Bearer <extension access token>`: the browser extension reports in, which makes the user's
 * web protection (chrome) configured, active and healthy (spec 001 §4; issue 4 "its status
 * turns active once the extension has fetched tokens and reported in"). 200 `{status:
 * 'success', account: {email}}`, the account the popup shows (issue 32 item 4); 401 `{detail}`
 * without a valid access token. No cookies, so no CSRF check.
 */
const heartbeatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/integrations/api/extension/heartbeat/',
    {
      config: { csrfExempt: true },
      onRequest: app.extensionTokens.requireBearer,
      // A POST without a body reports nothing more than being alive.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        body: HeartbeatRequestSchema,
        response: { 200: HeartbeatAnswerSchema, 400: ApiErrorSchema, 401: BearerUnauthorizedSchema },
      },
    },
    async (request, reply) => {
      const userId = app.extensionTokens.bearerUser(request);
      const user = await app.users.findById(userId);
      // A token outliving its user (deleted meanwhile) signs in nobody.
      if (!user) return reply.code(401).send({ detail: 'User not found' });
      await app.integrations.extensionReportedIn(userId, request.body);
      return { status: 'success' as const, account: { email: user.email } };
    },
  );
};

export default fp(heartbeatRoutes, { name: 'heartbeat-routes', encapsulate: true });

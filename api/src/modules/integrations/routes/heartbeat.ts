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
 * 'success'}`; 401 `{detail}` without a valid access token. No cookies, so no CSRF check.
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
    async (request) => {
      await app.integrations.extensionReportedIn(app.extensionTokens.bearerUser(request), request.body);
      return { status: 'success' as const };
    },
  );
};

export default fp(heartbeatRoutes, { name: 'heartbeat-routes', encapsulate: true });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnalyticsAcceptedSchema,
  AnalyticsEventsRequestSchema,
} from '@lifeguard/contracts/schemas/analytics';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { requireBearerWithin } from '../tokens/bearer-limit.js';
import { tooManyPerMinute } from '../../plugins/rate-limit.js';
import { refusals } from '../../plugins/refusals.js';

/** Batches a minute per user: the extension sends a few lifecycle events a day, retries included. */
const EXTENSION_BATCHES_PER_MINUTE = 60;

/** Product analytics (spec 000 §1): the apps' events, and the browser extension's. */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /api/analytics/events/ `{events: [{event, properties?, timestamp?}]}` (1-100 events):
   * stores them with the signed-in user, if any (visitors send events too); 202
   * `{status: 'success', count}` (spec 000 §1), `count` the events stored. While a superuser
   * impersonates, none is stored (count 0): the page views are the superuser's, not the user's,
   * and a write that writes nothing needs no audit row (issue 30 item 1).
   */
  app.post(
    '/api/analytics/events/',
    {
      config: { impersonationTrail: false },
      schema: {
        body: AnalyticsEventsRequestSchema,
        response: { 202: AnalyticsAcceptedSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const current = await request.currentSession();
      const impersonating = current?.session.impersonatorId != null;
      const count = impersonating
        ? 0
        : await app.analytics.record(current?.user.id ?? null, request.body.events);
      return reply.code(202).send({ status: 'success' as const, count });
    },
  );

  /**
   * POST /integrations/api/extension/events/ with `Authorization: Bearer <extension access
   * token>` (issue 32 item 5): the browser extension's lifecycle events (installed, connected,
   * disconnected, threat blocked, uninstalled; spec 000 §1, `source: 'frontend'` as the
   * extension sends them), in the body of POST /api/analytics/events/, stored with the token's
   * user. 202 `{status: 'success', count}`; 400 invalid batch, nothing stored; 401 `{detail}`
   * without a valid access token (as the heartbeat); 429 past 60 batches a minute per user. No
   * cookies, so no CSRF check.
   */
  app.post(
    '/integrations/api/extension/events/',
    {
      config: { csrfExempt: true },
      onRequest: requireBearerWithin(app, {
        name: 'extension-analytics',
        max: EXTENSION_BATCHES_PER_MINUTE,
        error: tooManyPerMinute('analytics events'),
      }),
      schema: {
        body: AnalyticsEventsRequestSchema,
        response: { 202: AnalyticsAcceptedSchema, ...refusals.bearer },
      },
    },
    async (request, reply) => {
      const userId = app.extensionTokens.bearerUser(request);
      const count = await app.analytics.record(userId, request.body.events);
      return reply.code(202).send({ status: 'success' as const, count });
    },
  );
};

export default fp(analyticsRoutes, { name: 'analytics-routes', encapsulate: true });

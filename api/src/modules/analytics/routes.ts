import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnalyticsAcceptedSchema,
  AnalyticsEventsRequestSchema,
} from '@lifeguard/contracts/schemas/analytics';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';

/**
 * POST /api/analytics/events/ `{events: [{event, properties?, timestamp?}]}` (1-100 events):
 * stores them with the signed-in user, if any (visitors send events too); 202
 * `{status: 'success', count}` (spec 000 §1), `count` the events stored. While a superuser
 * impersonates, none is stored (count 0): the page views are the superuser's, not the user's,
 * and a write that writes nothing needs no audit row (issue 30 item 1).
 */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default fp(analyticsRoutes, { name: 'analytics-routes', encapsulate: true });

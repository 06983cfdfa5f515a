import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';

const EventsBody = Type.Object(
  {
    events: Type.Array(
      Type.Object(
        {
          event: Type.String({ minLength: 1, maxLength: 100 }),
          properties: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
          timestamp: Type.Optional(Type.String({ format: 'date-time' })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);

/**
 * POST /api/analytics/events/ `{events: [{event, properties?, timestamp?}]}` (1-100 events):
 * stores them with the signed-in user, if any; 202 `{status: 'success', count}` (spec 000 §1).
 */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/analytics/events/',
    {
      schema: {
        body: EventsBody,
        response: {
          202: Type.Object({ status: Type.Literal('success'), count: Type.Integer() }),
          400: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const current = await request.currentSession();
      const count = await app.analytics.record(current?.user.id ?? null, request.body.events);
      return reply.code(202).send({ status: 'success' as const, count });
    },
  );
};

export default analyticsRoutes;

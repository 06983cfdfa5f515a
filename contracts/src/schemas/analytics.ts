import { Type, type Static } from 'typebox';
import { JsonInput, Text } from './text.js';

/** One product analytics event (spec 000 §1); `timestamp` when it happened, else on receipt. */
export const AnalyticsEventSchema = Type.Object(
  {
    event: Text({ minLength: 1, maxLength: 100 }),
    properties: Type.Optional(
      Type.Record(Type.String(), JsonInput(), {
        propertyNames: Text({ maxLength: 100 }),
        maxProperties: 100,
      }),
    ),
    timestamp: Type.Optional(Text({ format: 'date-time', maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type AnalyticsEvent = Static<typeof AnalyticsEventSchema>;

/**
 * `POST /api/analytics/events/` body, and the browser extension's `POST
 * /integrations/api/extension/events/` (issue 32 item 5): a batch of 1 to 100 events.
 */
export const AnalyticsEventsRequestSchema = Type.Object(
  { events: Type.Array(AnalyticsEventSchema, { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);
export type AnalyticsEventsRequest = Static<typeof AnalyticsEventsRequestSchema>;

/** 202 of both analytics calls: how many events were stored. */
export const AnalyticsAcceptedSchema = Type.Object({
  status: Type.Literal('success'),
  count: Type.Integer(),
});
export type AnalyticsAccepted = Static<typeof AnalyticsAcceptedSchema>;

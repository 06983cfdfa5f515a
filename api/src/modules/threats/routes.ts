import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageOf } from '@lifeguard/contracts/schemas/lists';
import {
  IngestThreatRequestSchema,
  ThreatEventSchema,
  ThreatEventsQuerySchema,
} from '@lifeguard/contracts/schemas/threats';
import fp from 'fastify-plugin';
import { pageWindow, paginated } from '../../plugins/lists.js';
import { tooManyPerMinute } from '../../plugins/rate-limit.js';
import { refusals } from '../../plugins/refusals.js';
import { presentThreatEvent } from './present.js';
import { requireBearerWithin } from '../tokens/bearer-limit.js';

const EVENTS = '/threats/api/events/';

const tooManyReports = tooManyPerMinute('threat reports');

/** Threat events (spec 001 §3 "Threat event", §7 "Threats and dark web"). */
const threatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /threats/api/events/?page=&page_size=: the signed-in user's events, newest first, in a
   * paginated envelope (page_size default 20, at most 100). allauth's 401 when signed out.
   */
  app.get(
    EVENTS,
    {
      onRequest: app.authenticate,
      schema: {
        querystring: ThreatEventsQuerySchema,
        response: { 200: pageOf(ThreatEventSchema), ...refusals.input },
      },
    },
    async (request) => {
      const window = pageWindow(request.query.page, request.query.page_size);
      const { rows, count } = await app.threats.list(request.auth.user.id, window);
      return paginated(EVENTS, window, count, rows.map(presentThreatEvent));
    },
  );

  /**
   * POST /threats/api/events/ingest/ with `Authorization: Bearer <extension access token>`: a
   * protection (the browser extension, the email scanner) reports a threat. 201 the stored
   * event, or 200 the one already stored under that `external_id` for the user
   * (app.threats.report, no notification). Counts as the extension reporting in (web
   * protection active), a repeat too: that heartbeat is idempotent and follows the report.
   * 400 invalid event, 401 `{detail}` without a valid access token, 429 past
   * THREAT_INGEST_RATE_LIMIT reports a minute per user. No cookies, so no CSRF check.
   */
  app.post(
    `${EVENTS}ingest/`,
    {
      config: { csrfExempt: true },
      onRequest: requireBearerWithin(app, {
        name: 'threat-ingest',
        max: app.config.rateLimits.threatIngest,
        error: tooManyReports,
      }),
      schema: {
        body: IngestThreatRequestSchema,
        response: { 200: ThreatEventSchema, 201: ThreatEventSchema, ...refusals.bearer },
      },
    },
    async (request, reply) => {
      const userId = app.extensionTokens.bearerUser(request);
      const { row, created } = await app.threats.report(userId, request.body);
      await app.integrations.extensionReportedIn(userId);
      return reply.code(created ? 201 : 200).send(presentThreatEvent(row));
    },
  );
};

export default fp(threatsRoutes, { name: 'threats-routes', encapsulate: true });

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { noStore } from './no-store.js';

/** Path of the health check of every API and worker process (issue 18). */
export const HEALTH_PATH = '/healthz';

/** How long (ms) the database may take to answer the check before it counts as down. */
const PING_TIMEOUT_MS = 2000;

const Healthy = Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false });
const Unavailable = Type.Object({ status: Type.Literal('unavailable') }, { additionalProperties: false });

/**
 * GET /healthz (issue 18 "Health checks on every service"), for compose and the gateway, not
 * users: 200 `{"status":"ok"}` when `app.db` answers `select 1` within 2 s, else 503
 * `{"status":"unavailable"}` (the cause is logged, never answered). Any Host, no session, no
 * rate limit, no cookie, `cache-control: no-store`; its requests are logged at warn and above
 * only, as probes poll. Not part of the API contract (plugins/openapi.ts leaves it out).
 */
const health: FastifyPluginAsync = async (app) => {
  // Encapsulated: only this route's answers lose the csrftoken cookie set on every response.
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('set-cookie');
  });
  app.get(
    HEALTH_PATH,
    {
      logLevel: 'warn',
      config: { anyHost: true },
      onRequest: noStore,
      schema: { response: { 200: Healthy, 503: Unavailable } },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)),
          PING_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([app.db.execute(sql`select 1`), late]);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: the database does not answer');
        return reply.code(503).send({ status: 'unavailable' as const });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

export default fp(health, { name: 'health', encapsulate: true });

import type { FastifyInstance } from 'fastify';
import type { Throttle } from '../../plugins/rate-limit.js';

/**
 * The onRequest hooks of an endpoint the browser extension calls with its access token: 401
 * `{detail}` without a valid one (requireBearer), then 429 `limit.error` past `limit.max`
 * requests a minute per the token's user (ingest, blocklist, analytics; issue 32).
 */
export function requireBearerWithin(app: FastifyInstance, limit: Omit<Throttle, 'key'>) {
  return [
    app.extensionTokens.requireBearer,
    app.throttle({ ...limit, key: (request) => String(app.extensionTokens.bearerUser(request)) }),
  ];
}

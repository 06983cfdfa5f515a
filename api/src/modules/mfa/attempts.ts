import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOO_MANY_ATTEMPTS } from './errors.js';
import { pendingLoginOf } from './pending-login.js';

/** The user a code is tried for: the signed-in one, or the one of the pending login. */
const userOf = (request: FastifyRequest): string | undefined => {
  const id = request.auth?.user.id ?? pendingLoginOf(request)?.userId;
  return id === undefined ? undefined : String(id);
};

/**
 * A preHandler limiting second-factor codes (issue 16 §6 "Codes are rate-limited"): MFA_RATE_LIMIT
 * attempts a minute per user, across every route that uses this one instance, and as many per
 * pending login; past it, 429 `too_many_login_attempts`. Each attempt counts, right or wrong.
 */
export const codeAttempts = (app: FastifyInstance) =>
  app.throttle(
    { name: 'mfa-user', max: app.config.rateLimits.mfa, key: userOf, error: TOO_MANY_ATTEMPTS },
    {
      name: 'mfa-pending-login',
      max: app.config.rateLimits.mfa,
      key: (request) => pendingLoginOf(request)?.id,
      error: TOO_MANY_ATTEMPTS,
    },
  );

/** The preHandler {@link codeAttempts} makes, passed to the routes that check codes. */
export type Throttled = ReturnType<typeof codeAttempts>;

import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allauthError, apiError, type ErrorFamily } from './errors.js';
import type { FieldError } from '@lifeguard/contracts/errors';

/** One limit of a route: at most `max` requests a minute per value of `key`. */
export type Throttle = {
  name: string;
  max: number;
  /** What is counted (an IP, an email); undefined skips this limit for the request. */
  key: (request: FastifyRequest) => string | undefined;
  /** The error item answered with status 429, in the route's error family (errors.ts). */
  error: FieldError;
  /** The 429's shape when it differs from the route's family (the assistant's: allauth's). */
  family?: ErrorFamily;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler enforcing every given limit (spec 000 §7 auth calls; OWASP brute force). */
    throttle(...limits: Throttle[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** @fastify/rate-limit (in-memory store), used per route through `app.throttle(...)`. */
export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
    app.decorate('throttle', (...limits: Throttle[]) => {
      const checks = limits.map((limit) => ({
        limit,
        check: app.createRateLimit({
          max: limit.max,
          timeWindow: 60_000,
          keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
        }),
      }));
      return async (request: FastifyRequest, reply: FastifyReply) => {
        for (const { limit, check } of checks) {
          if (limit.key(request) === undefined) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            const family = limit.family ?? request.routeOptions.config?.errorFamily ?? 'api';
            throw (family === 'allauth' ? allauthError : apiError)(429, [limit.error]);
          }
        }
      };
    });
  },
  { name: 'rate-limit' },
);

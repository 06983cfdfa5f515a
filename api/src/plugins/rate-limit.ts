import { createHash } from 'node:crypto';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
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

/**
 * The error item a route answers with status 429 past its limit: `code: 'rate_limited'` and the
 * route's own message, by default allauth's "Too many requests. Please try again later.".
 */
export const rateLimited = (message = 'Too many requests. Please try again later.'): FieldError => ({
  message,
  code: 'rate_limited',
});

/** {@link rateLimited} for a per-minute limit: "Too many `what`. Please wait a minute and try again." */
export const tooManyPerMinute = (what: string) =>
  rateLimited(`Too many ${what}. Please wait a minute and try again.`);

/**
 * The limit `name` of `max` requests a minute per client IP (`request.ip`), answering `error`
 * with status 429 ({@link rateLimited}'s allauth message by default).
 */
export const perIp = (name: string, max: number, error: FieldError = rateLimited()): Throttle => ({
  name,
  max,
  key: (request) => request.ip,
  error,
});

/**
 * The two limits of a call that names an account by its email (login, password reset; OWASP
 * brute force): `max` a minute per IP (`<name>-ip`) and per the body's email, lowercased
 * (`<name>-email`), both answering `error`.
 */
export const perIpAndEmail = (name: string, max: number, error: FieldError): Throttle[] => [
  perIp(`${name}-ip`, max, error),
  {
    name: `${name}-email`,
    max,
    key: (request) => (request.body as { email?: string }).email?.toLowerCase(),
    error,
  },
];

/** What a {@link FastifyInstance.rateCounter} answers of a request it counted. */
export type Count = { exceeded: boolean; retryAfterSeconds: number };

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler enforcing every given limit (spec 000 §7 auth calls; OWASP brute force). */
    throttle(...limits: Throttle[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * One limit's counter, for a route that answers past it otherwise than with a 429: each
     * call counts the request and tells whether it went past `max` this minute (a request
     * whose key is undefined is not counted, never exceeded).
     */
    rateCounter(limit: Pick<Throttle, 'name' | 'max' | 'key'>): (request: FastifyRequest) => Promise<Count>;
  }
}

type CreateRateLimit = FastifyInstance['createRateLimit'];
type Check = ReturnType<CreateRateLimit>;

/** Prefix of the counters' keys in Redis (one Redis database per deployment). */
const REDIS_NAMESPACE = 'lifeguard:rate-limit:';

/** A counter's key holds a digest of what is counted: an email is no business of Redis's keys. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** @fastify/rate-limit registered in a scope of its own, with `options`; its limiter factory. */
async function limiterFactory(
  app: FastifyInstance,
  options: RateLimitPluginOptions,
): Promise<CreateRateLimit> {
  let create: CreateRateLimit | undefined;
  await app.register(
    fp(
      async (scope) => {
        await scope.register(rateLimit, { global: false, ...options });
        create = scope.createRateLimit;
      },
      { name: 'rate-limiter-scope', encapsulate: true },
    ),
  );
  return create!;
}

/**
 * The counters' Redis connection, named like the assistant's bus connections. A command fails
 * at once while Redis is unreachable (no offline queue, one retry) or after 1 s unanswered,
 * so that a request never waits on a Redis outage. @throws when Redis cannot be reached at start.
 */
async function connectRedis(url: string, app: FastifyInstance): Promise<Redis> {
  const redis = new Redis(url, {
    connectionName: `lifeguard-rate-limit-${process.pid}`,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  let lastError: Error | undefined;
  redis.on('error', (err: Error) => {
    lastError = err;
    app.log.warn({ err }, 'rate limits: Redis error');
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    // connect() only says "Connection is closed."; the error event said why (not the URL: it may hold a password).
    throw new Error(`Redis (REDIS_URL) cannot be reached: ${(lastError ?? (err as Error)).message}`, {
      cause: err,
    });
  }
  return redis;
}

/**
 * @fastify/rate-limit, used per route through `app.throttle(...)` (or `app.rateCounter(...)`),
 * counting in Redis when REDIS_URL is set (every API process shares each limit, issue 18),
 * else in this process. While Redis does not answer, the limits count in this process instead
 * (each process then allows up to `max`), with a warning when that starts and a note when
 * Redis answers again: an outage neither fails requests (no 5xx) nor lifts the brute-force
 * limits.
 */
export default fp(
  async (app) => {
    const inProcess = await limiterFactory(app, {});
    const redisUrl = app.config.redisUrl;
    const redis = redisUrl ? await connectRedis(redisUrl, app) : undefined;
    if (redis) app.addHook('onClose', async () => redis.disconnect());
    const inRedis = redis && (await limiterFactory(app, { redis, nameSpace: REDIS_NAMESPACE }));

    let redisFailing = false;
    /** Counts with `shared` (Redis) when there is one and it answers, else with `local`. */
    const count = async (local: Check, shared: Check | undefined, request: FastifyRequest) => {
      if (!shared) return local(request);
      try {
        const result = await shared(request);
        if (redisFailing) app.log.info('rate limits: Redis answers again, counting there');
        redisFailing = false;
        return result;
      } catch (err) {
        if (!redisFailing) app.log.warn({ err }, 'rate limits: Redis unavailable, counting in this process');
        redisFailing = true;
        return local(request);
      }
    };

    const rateCounter = ({ name, max, key }: Pick<Throttle, 'name' | 'max' | 'key'>) => {
      const limit = { max, timeWindow: 60_000 };
      const counted = (request: FastifyRequest) => String(key(request));
      const local = inProcess({ ...limit, keyGenerator: (request) => `${name}:${counted(request)}` });
      // Only Redis's keys hold a digest: the in-process counters never leave this process.
      const shared = inRedis?.({
        ...limit,
        keyGenerator: (request) => `${name}:${digest(counted(request))}`,
      });
      return async (request: FastifyRequest): Promise<Count> => {
        if (key(request) === undefined) return { exceeded: false, retryAfterSeconds: 0 };
        const result = await count(local, shared, request);
        if (result.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
        return { exceeded: result.isExceeded, retryAfterSeconds: result.ttlInSeconds };
      };
    };
    app.decorate('rateCounter', rateCounter);

    app.decorate('throttle', (...limits: Throttle[]) => {
      const counters = limits.map((limit) => ({ limit, counter: rateCounter(limit) }));
      return async (request: FastifyRequest, reply: FastifyReply) => {
        for (const { limit, counter } of counters) {
          const { exceeded, retryAfterSeconds } = await counter(request);
          if (!exceeded) continue;
          reply.header('retry-after', retryAfterSeconds);
          const family = limit.family ?? request.routeOptions.config?.errorFamily ?? 'api';
          throw (family === 'allauth' ? allauthError : apiError)(429, [limit.error]);
        }
      };
    });
  },
  { name: 'rate-limit' },
);

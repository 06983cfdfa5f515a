import type { BearerUnauthorized, ExtensionTokens as Tokens } from '@lifeguard/contracts/schemas/tokens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { HttpProblem } from '../../plugins/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    extensionTokens: ExtensionTokens;
  }
}

const ISSUER = 'lifeguard';
const ACCESS_TTL = '15m';
const REFRESH_TTL = '7d';

export type TokenType = 'access' | 'refresh';

/** The bearer 401 (BearerUnauthorizedSchema), in DRF's and Simple JWT's words. */
const bearerRefused = (detail: string) => new HttpProblem(401, { detail } satisfies BearerUnauthorized);

/**
 * Browser extension tokens (spec 000 §3 "Extension token response"): HS256 JWTs keyed by
 * SECRET_KEY, `sub` the user id, claim `type` 'access' (15 min) or 'refresh' (7 days).
 */
export function createExtensionTokens(secretKey: string) {
  const key = new TextEncoder().encode(secretKey);
  const sign = (userId: number, type: TokenType, ttl: string) =>
    new SignJWT({ type })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(ttl)
      .sign(key);

  /** The user id of a valid token of the given type, else null (bad signature, expired, ...). */
  const verify = async (token: string, type: TokenType): Promise<number | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      return payload.type === type && Number.isInteger(userId) ? userId : null;
    } catch {
      return null;
    }
  };

  const bearerUsers = new WeakMap<FastifyRequest, number>();

  return {
    /** A fresh access (15 min) and refresh (7 days) token for the user. */
    async issue(userId: number): Promise<Tokens> {
      return {
        access_token: await sign(userId, 'access', ACCESS_TTL),
        refresh_token: await sign(userId, 'refresh', REFRESH_TTL),
      };
    },
    verify,
    /** For ingestion endpoints authenticated by `Authorization: Bearer <access token>`. */
    verifyAccessToken: (token: string) => verify(token, 'access'),
    /**
     * onRequest hook of those endpoints: 401 `{detail}` (BearerUnauthorizedSchema, with
     * `WWW-Authenticate: Bearer`, RFC 6750) unless the request carries a valid access token;
     * then {@link bearerUser} knows whose it is.
     */
    async requireBearer(request: FastifyRequest, reply: FastifyReply) {
      const [scheme, token] = request.headers.authorization?.split(' ') ?? [];
      reply.header('www-authenticate', 'Bearer realm="api"');
      if (scheme?.toLowerCase() !== 'bearer' || !token) {
        throw bearerRefused('Authentication credentials were not provided.');
      }
      const userId = await verify(token, 'access');
      if (userId === null) throw bearerRefused('Given token not valid for any token type');
      reply.removeHeader('www-authenticate');
      bearerUsers.set(request, userId);
    },
    /** The user id proved by {@link requireBearer} for this request. */
    bearerUser(request: FastifyRequest): number {
      const userId = bearerUsers.get(request);
      if (userId === undefined) throw new Error('requireBearer did not run for this route');
      return userId;
    },
  };
}

export type ExtensionTokens = ReturnType<typeof createExtensionTokens>;

/** Domain plugin decorating `app.extensionTokens`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('extensionTokens', createExtensionTokens(app.config.secretKey));
  },
  { name: 'extension-tokens' },
);

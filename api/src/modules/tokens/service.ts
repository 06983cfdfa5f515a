import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';

declare module 'fastify' {
  interface FastifyInstance {
    extensionTokens: ExtensionTokens;
  }
}

const ISSUER = 'lifeguard';
const ACCESS_TTL = '15m';
const REFRESH_TTL = '7d';

export type TokenType = 'access' | 'refresh';

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

  return {
    async issue(userId: number) {
      return {
        access_token: await sign(userId, 'access', ACCESS_TTL),
        refresh_token: await sign(userId, 'refresh', REFRESH_TTL),
      };
    },
    verify,
    /** For ingestion endpoints authenticated by `Authorization: Bearer <access token>`. */
    verifyAccessToken: (token: string) => verify(token, 'access'),
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

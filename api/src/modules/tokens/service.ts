import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { BearerUnauthorized, ExtensionTokens as Tokens } from '@lifeguard/contracts/schemas/tokens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { HttpProblem, apiError } from '../../plugins/errors.js';
import { createTokensRepository, type TokensRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    extensionTokens: ExtensionTokens;
  }
}

const ISSUER = 'lifeguard';
/** Lifetimes in seconds: access 15 minutes, refresh 7 days (spec 000 §3). */
const ACCESS_TTL = 15 * 60;
const REFRESH_TTL = 7 * 24 * 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** PostgreSQL `integer`: a larger `sub` would make the lookup fail instead of refusing. */
const MAX_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type TokenType = 'access' | 'refresh';

/** The claims of a well-signed, unexpired token of ours. */
type Claims = { userId: number; type: TokenType; version: number; familyId: string; jti?: string };

/** The bearer 401 (BearerUnauthorizedSchema), in DRF's and Simple JWT's words. */
const bearerRefused = (detail: string) => new HttpProblem(401, { detail } satisfies BearerUnauthorized);

/** The refresh endpoint's 401, one answer whatever is wrong (Simple JWT's words). */
const refreshRefused = () =>
  apiError(401, [{ message: 'Token is invalid or expired', code: 'token_not_valid' }]);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Browser extension and mobile app tokens (spec 000 §3 "Extension token response"; issue 15
 * item 4): HS256 JWTs keyed by SECRET_KEY, `sub` the user id, claim `type` 'access' (15 min) or
 * 'refresh' (7 days), `ver` the user's token version and `fam` the token family. A token works
 * only while its version is the user's and its family is unrevoked, so a password change or
 * reset (version bump) and the logout of the issuing session revoke it. Refresh tokens carry a
 * `jti`, are single use and rotate; a spent one presented again revokes its whole family. A
 * family refreshes for `absoluteDays` (REFRESH_TOKEN_ABSOLUTE_LIFETIME_DAYS, default 30) from
 * its first pair at most, however active (issue 30 F2: no sign-in lives for ever).
 * `now` (epoch ms) is the clock of the signed times and of that lifetime, replaceable in tests.
 */
export function createExtensionTokens(
  secretKey: string,
  repository: TokensRepository,
  { now = Date.now, absoluteDays = 30 }: { now?: () => number; absoluteDays?: number } = {},
) {
  const key = new TextEncoder().encode(secretKey);

  const sign = (claims: Claims, issuedAt: number, ttl: number) => {
    const jwt = new SignJWT({ type: claims.type, ver: claims.version, fam: claims.familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl);
    return (claims.jti ? jwt.setJti(claims.jti) : jwt).sign(key);
  };

  /** A new pair in `familyId`; the refresh token's `jti` hash is stored first. */
  const mint = async (userId: number, familyId: string, version: number): Promise<Tokens> => {
    const issuedAt = Math.floor(now() / 1000);
    const jti = randomBytes(32).toString('base64url');
    const expiresAt = new Date((issuedAt + REFRESH_TTL) * 1000);
    await repository.insertRefresh(familyId, sha256(jti), new Date(issuedAt * 1000), expiresAt);
    const base = { userId, version, familyId };
    return {
      access_token: await sign({ ...base, type: 'access' }, issuedAt, ACCESS_TTL),
      refresh_token: await sign({ ...base, type: 'refresh', jti }, issuedAt, REFRESH_TTL),
    };
  };

  /** The claims of a token of `type` with a good signature, unexpired; null otherwise. */
  const claimsOf = async (token: string, type: TokenType): Promise<Claims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(now()),
      });
      const userId = Number(payload.sub);
      const { ver, fam, jti } = payload;
      const valid =
        payload.type === type &&
        Number.isInteger(userId) &&
        userId > 0 &&
        userId <= MAX_ID &&
        Number.isInteger(ver) &&
        typeof fam === 'string' &&
        UUID.test(fam) &&
        (type === 'access' || typeof jti === 'string');
      return valid ? { userId, type, version: ver as number, familyId: fam, jti } : null;
    } catch {
      return null;
    }
  };

  /**
   * The user id of a valid token of `type` whose version is current and family unrevoked, else
   * null (bad signature, expired, revoked, ...). Does not say whether a refresh token is spent.
   */
  const verify = async (token: string, type: TokenType): Promise<number | null> => {
    const claims = await claimsOf(token, type);
    if (!claims) return null;
    const state = await repository.state(claims.userId, claims.familyId);
    const live = state?.familyLive === true && state.tokenVersion === claims.version;
    return live ? claims.userId : null;
  };

  // Per request, so a route's hooks share one lookup; then the proved user id.
  const bearerChecks = new WeakMap<FastifyRequest, Promise<number | null>>();
  const bearerUsers = new WeakMap<FastifyRequest, number>();

  return {
    /**
     * A fresh access (15 min) and refresh (7 days) token for the user, in a new family; logging
     * out the session whose `id` is `sessionIdHash` revokes it (none for the mobile app).
     */
    async issue(userId: number, { sessionIdHash = null }: { sessionIdHash?: string | null } = {}) {
      const familyId = randomUUID();
      const version = await repository.version(userId);
      await repository.createFamily(familyId, userId, sessionIdHash, new Date(now()));
      return mint(userId, familyId, version);
    },

    /**
     * Rotates a refresh token (POST /api/extension-auth-tokens/refresh/): spends it and answers a
     * new pair in the same family. A spent token presented again revokes the family, so the
     * pair issued for it stops working too (OAuth 2.0 Security BCP §4.14.2).
     * @throws HttpProblem 401 `token_not_valid` for a bad, expired, spent or revoked token, or
     * one of a family past its absolute lifetime.
     */
    async refresh(refreshToken: string): Promise<Tokens> {
      const claims = await claimsOf(refreshToken, 'refresh');
      if (!claims?.jti) throw refreshRefused();
      const idHash = sha256(claims.jti);
      const { userId, familyId, version } = claims;
      const notBefore = new Date(now() - absoluteDays * DAY_MS);
      if (!(await repository.consume(idHash, claims, notBefore))) {
        await repository.revokeFamilyOfUsed(idHash);
        throw refreshRefused();
      }
      return mint(userId, familyId, version);
    },

    verify,
    /** For ingestion endpoints authenticated by `Authorization: Bearer <access token>`. */
    verifyAccessToken: (token: string) => verify(token, 'access'),

    /** Logout of the session with this `id`: revokes the families it issued. */
    revokeSession: (sessionIdHash: string) => repository.revokeSession(sessionIdHash),

    /** Password change or reset ('sign out everywhere'): revokes every token of the user. */
    revokeAll: (userId: number) => repository.bumpVersion(userId),

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
      let pending = bearerChecks.get(request);
      if (!pending) {
        pending = verify(token, 'access');
        bearerChecks.set(request, pending);
      }
      const userId = await pending;
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
    app.decorate(
      'extensionTokens',
      createExtensionTokens(app.config.secretKey, createTokensRepository(app.db), {
        absoluteDays: app.config.refreshTokenAbsoluteDays,
      }),
    );
  },
  { name: 'extension-tokens', dependencies: ['db'] },
);

import { createHash, randomBytes } from 'node:crypto';
import type { SessionMethod } from '@lifeguard/contracts/allauth';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../modules/users/schema.js';
import { type UserRow } from '../modules/users/schema.js';

/** A signed-in browser session and its user. */
export type SessionInfo = {
  user: UserRow;
  session: { id: string; method: string; createdAt: Date };
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The current session and user, or null; loaded once per request (one prepared query). */
    currentSession(): Promise<SessionInfo | null>;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** Cookie name, as Django's. */
export const SESSION_COOKIE = 'sessionid';
/** Server-side lifetime of every session, and Max-Age of a remembered one (Django's 2 weeks). */
const SESSION_AGE_SECONDS = 60 * 60 * 24 * 14;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const loaded = new WeakMap<FastifyRequest, Promise<SessionInfo | null>>();

/**
 * Server-side sessions in the `sessions` table behind an HttpOnly `sessionid` cookie. Only a
 * SHA-256 of the cookie value is stored. Reads never write: expiry is fixed at creation.
 */
export type SessionService = ReturnType<typeof createSessionService>;

function createSessionService(app: FastifyInstance, secure: boolean) {
  const lookup = app.db
    .select({
      user: users,
      session: { id: sessions.id, method: sessions.method, createdAt: sessions.createdAt },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_lookup');

  const load = async (request: FastifyRequest): Promise<SessionInfo | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const [row] = await lookup.execute({ id: hashToken(token) });
    return row ?? null;
  };

  return {
    load,
    /**
     * Signs `userId` in by `method`: drops the request's old session (id rotation), stores a new
     * one and sets the cookie, persistent (Max-Age 2 weeks) only when `remember`.
     */
    async start(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      remember: boolean,
      method: SessionMethod,
    ) {
      await this.end(request, reply);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_AGE_SECONDS * 1000);
      await app.db.insert(sessions).values({ id: hashToken(token), userId, method, expiresAt });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        ...(remember ? { maxAge: SESSION_AGE_SECONDS } : {}),
      });
      loaded.delete(request);
    },
    /** Deletes the request's session row, if any, and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      await app.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      loaded.set(request, Promise.resolve(null));
    },
    /** Ends every session of a user, except `keepId` (after a password change or reset). */
    async endAllFor(userId: number, keepId?: string) {
      const others = keepId ? ne(sessions.id, keepId) : undefined;
      await app.db.delete(sessions).where(and(eq(sessions.userId, userId), others));
    },
  };
}

/** Decorates `app.sessions` and `request.currentSession()`. */
export default fp<{ secure: boolean }>(
  async (app, { secure }) => {
    const service = createSessionService(app, secure);
    app.decorate('sessions', service);
    app.decorateRequest('currentSession', function (this: FastifyRequest) {
      let pending = loaded.get(this);
      if (!pending) {
        pending = service.load(this);
        loaded.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'session', dependencies: ['db', '@fastify/cookie'] },
);

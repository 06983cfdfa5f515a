import { createHash, randomBytes } from 'node:crypto';
import type { SessionMethod } from '@lifeguard/contracts/allauth';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordImpersonation, type ImpersonationAction } from '../modules/admin/audit.js';
import { sessions, users } from '../modules/users/schema.js';
import { type UserRow } from '../modules/users/schema.js';

/** The superuser behind an impersonation: what the banner names (issue 13). */
export type Impersonator = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>;

/**
 * A signed-in browser session and its user. While a superuser impersonates (issue 13 superuser
 * tools), `user` is the impersonated user, `session.impersonatorId` and `impersonator` the
 * superuser, and `session.impersonationEndsAt` the hard end (1 hour after the start).
 */
export type SessionInfo = {
  user: UserRow;
  session: {
    id: string;
    method: string;
    createdAt: Date;
    impersonatorId: number | null;
    impersonationEndsAt: Date | null;
  };
  impersonator: Impersonator | null;
};

/** Length of an impersonation, its hard cap (issue 13): 1 hour, in milliseconds. */
export const IMPERSONATION_MS = 60 * 60 * 1000;

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
 * SHA-256 of the cookie value is stored. Reads never write (expiry is fixed at creation), but
 * for the one request that finds an impersonation past its 1-hour end (issue 13).
 */
export type SessionService = ReturnType<typeof createSessionService>;

function createSessionService(app: FastifyInstance, secure: boolean) {
  const impersonators = alias(users, 'impersonators');
  // The one read of every signed-in request: the session, its user and, only while
  // impersonating, the superuser's name (a left join on a primary key, null otherwise).
  const lookup = app.db
    .select({
      user: users,
      session: {
        id: sessions.id,
        method: sessions.method,
        createdAt: sessions.createdAt,
        impersonatorId: sessions.impersonatorId,
        impersonationEndsAt: sessions.impersonationEndsAt,
      },
      impersonator: {
        id: impersonators.id,
        email: impersonators.email,
        firstName: impersonators.firstName,
        lastName: impersonators.lastName,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_lookup');

  /**
   * Gives the session of `info` back to its impersonator (user = impersonator, both columns
   * cleared) and writes the audit row `action`, in one transaction. Conditional on the session
   * still being that impersonation, so two racing requests write one row.
   * @returns false when there was nothing to end (not impersonating, or already ended).
   */
  async function endImpersonation(info: SessionInfo, action: Exclude<ImpersonationAction, 'start'>) {
    const { session, user, impersonator } = info;
    if (session.impersonatorId === null || !impersonator) return false;
    return app.db.transaction(async (tx) => {
      const restored = await tx
        .update(sessions)
        .set({ userId: impersonator.id, impersonatorId: null, impersonationEndsAt: null })
        .where(
          and(
            eq(sessions.id, session.id),
            eq(sessions.userId, user.id),
            eq(sessions.impersonatorId, impersonator.id),
          ),
        )
        .returning({ id: sessions.id });
      if (!restored.length) return false;
      await recordImpersonation(tx, { action, superuser: impersonator, user, reason: '' });
      return true;
    });
  }

  /**
   * The request's session, or null. An impersonation past its end is ended first (audit
   * `expired`) and the session read again, so the request acts as the superuser: the only
   * write a read ever makes, on that one request.
   */
  const load = async (request: FastifyRequest): Promise<SessionInfo | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const id = hashToken(token);
    const [row] = await lookup.execute({ id });
    if (!row) return null;
    const endsAt = row.session.impersonationEndsAt;
    if (!endsAt || endsAt.getTime() > Date.now()) return row;
    await endImpersonation(row, 'expired');
    const [again] = await lookup.execute({ id });
    return again ?? null;
  };

  /** The audit row `stop` of an impersonation ended by signing out (two primary-key reads). */
  async function auditSignOut(superuserId: number, userId: number) {
    const [superuser, user] = await Promise.all([
      app.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, superuserId)),
      app.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)),
    ]);
    if (superuser[0] && user[0]) {
      await recordImpersonation(app.db, {
        action: 'stop',
        superuser: superuser[0],
        user: user[0],
        reason: '',
      });
    }
  }

  return {
    load,
    /**
     * Turns the request's session (signed in as `auth.user`, a superuser) into an impersonation
     * of `target` for {@link IMPERSONATION_MS}: the row is updated in place (same cookie), the
     * superuser kept as `impersonator_id` for Stop, and the audit row `start` with `reason`
     * written in the same transaction (issue 13).
     * @returns the end of the impersonation, or null when the session is already impersonating.
     */
    async startImpersonation(
      request: FastifyRequest,
      auth: SessionInfo,
      target: Pick<UserRow, 'id' | 'email'>,
      reason: string,
    ): Promise<Date | null> {
      const endsAt = new Date(Date.now() + IMPERSONATION_MS);
      const started = await app.db.transaction(async (tx) => {
        const updated = await tx
          .update(sessions)
          .set({ userId: target.id, impersonatorId: auth.user.id, impersonationEndsAt: endsAt })
          .where(
            and(
              eq(sessions.id, auth.session.id),
              eq(sessions.userId, auth.user.id),
              isNull(sessions.impersonatorId),
            ),
          )
          .returning({ id: sessions.id });
        if (!updated.length) return false;
        await recordImpersonation(tx, { action: 'start', superuser: auth.user, user: target, reason });
        return true;
      });
      loaded.delete(request);
      return started ? endsAt : null;
    },
    /**
     * Stop (issue 13): gives the request's session back to the superuser and writes the audit
     * row `stop`. @returns false when the session is not impersonating.
     */
    async stopImpersonation(request: FastifyRequest, auth: SessionInfo): Promise<boolean> {
      const stopped = await endImpersonation(auth, 'stop');
      loaded.delete(request);
      return stopped;
    },
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
    /**
     * Deletes the request's session row, if any, and clears the cookie. Ending an impersonation
     * this way (signing out) ends the superuser's session too, and writes the audit row `stop`.
     */
    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const [ended] = await app.db
        .delete(sessions)
        .where(eq(sessions.id, hashToken(token)))
        .returning({ userId: sessions.userId, impersonatorId: sessions.impersonatorId });
      if (ended && ended.impersonatorId !== null) await auditSignOut(ended.impersonatorId, ended.userId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      loaded.set(request, Promise.resolve(null));
    },
    /**
     * Ends every session of a user, except `keepId` (after a password change or reset),
     * including the impersonations the user, a superuser, has under way: their own session is
     * kept aside in them.
     */
    async endAllFor(userId: number, keepId?: string) {
      const others = keepId ? ne(sessions.id, keepId) : undefined;
      const theirs = or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId));
      await app.db.delete(sessions).where(and(theirs, others));
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

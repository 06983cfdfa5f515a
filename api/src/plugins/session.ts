import type { AuthenticationMethod } from '@lifeguard/contracts/schemas/allauth';
import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, hashToken, newSessionToken, setSessionCookie } from './session-cookie.js';
import { createImpersonationSessions, type RenewedSession } from './session-impersonation.js';
import { createSessionLookup } from './session-lookup.js';
import type { PendingLogin, SessionInfo, SessionListItem, StartOptions } from './session-types.js';
import { sessions, type UserRow } from '../modules/users/schema.js';

/** Length of an impersonation, its hard cap (issue 13): 1 hour, in milliseconds. */
export const IMPERSONATION_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The current session and user, or null; loaded once per request (one prepared query, and
     * a second for the superuser's name while impersonating).
     */
    currentSession(): Promise<SessionInfo | null>;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** Server-side lifetime of every session, and Max-Age of a remembered one (Django's 2 weeks). */
const SESSION_AGE_SECONDS = 60 * 60 * 24 * 14;
/** How long a login waits for its second factor (allauth's LOGIN_TIMEOUT: 15 minutes). */
const PENDING_LOGIN_SECONDS = 15 * 60;
/** The longest User-Agent kept for the sessions list. */
const USER_AGENT_MAX = 512;

/** Where a request keeps its session once loaded (a field of every request, not a WeakMap). */
const kSession = Symbol('session');
/** The new cookie of a session this request gave a new id (issue 30: impersonation start, Stop). */
const kRenewed = Symbol('renewedSession');
type WithSession = FastifyRequest & {
  [kSession]: Promise<SessionInfo | null> | null;
  [kRenewed]: RenewedSession | null;
};
/** Forgets the request's loaded session, or replaces it with `value`. */
const setLoaded = (request: FastifyRequest, value: Promise<SessionInfo | null> | null = null) => {
  (request as WithSession)[kSession] = value;
};
/** The request's session cookie value: the one this request renewed it to, else the one sent. */
const tokenOf = (request: FastifyRequest) =>
  (request as WithSession)[kRenewed]?.token ?? request.cookies[SESSION_COOKIE];
/** Records (or forgets) the new cookie of the request's session; the answer carries it. */
const renew = (request: FastifyRequest, renewed: RenewedSession | null) => {
  (request as WithSession)[kRenewed] = renewed;
};

/**
 * Server-side sessions in the `sessions` table behind an HttpOnly `sessionid` cookie. Only a
 * SHA-256 of the cookie value is stored. Reads never write (expiry is fixed at creation), but
 * for the one request that finds an impersonation past its 1-hour end (issue 13).
 */
export type SessionService = ReturnType<typeof createSessionService>;

function createSessionService(app: FastifyInstance, secure: boolean) {
  const impersonations = createImpersonationSessions(app.db);
  const lookup = createSessionLookup(app.db, (info) => impersonations.expire(info));

  return {
    /** The request's session, or null (session-lookup.ts: ends an impersonation past its end). */
    load: async (request: FastifyRequest): Promise<SessionInfo | null> => {
      const token = tokenOf(request);
      return token ? lookup.find(token) : null;
    },
    /**
     * The details of the signed-in `session` (session-types.ts SessionDetails; one read).
     * @throws HttpProblem 401 (allauth's, with flows) when the session ended meanwhile.
     */
    details: lookup.details,
    /**
     * Turns the request's session (signed in as `auth.user`, a superuser) into an impersonation
     * of `target` for {@link IMPERSONATION_MS}, under a new session id whose cookie the answer
     * carries (issue 30); the superuser kept as `impersonator_id` for Stop, and the audit row
     * `start` with `reason` written in the same transaction (issue 13).
     * @returns the end of the impersonation, or null when the session is already impersonating.
     */
    async startImpersonation(
      request: FastifyRequest,
      auth: SessionInfo,
      target: Pick<UserRow, 'id' | 'email'>,
      reason: string,
    ): Promise<Date | null> {
      const endsAt = new Date(Date.now() + IMPERSONATION_MS);
      const renewed = await impersonations.begin(auth, target, reason, endsAt);
      if (renewed) renew(request, renewed);
      setLoaded(request);
      return renewed ? endsAt : null;
    },
    /**
     * Stop (issue 13): gives the request's session back to the superuser under a new session
     * id (issue 30) and writes the audit row `stop`. @returns false when not impersonating.
     */
    async stopImpersonation(request: FastifyRequest, auth: SessionInfo): Promise<boolean> {
      const renewed = await impersonations.stop(auth);
      if (renewed) renew(request, renewed);
      setLoaded(request);
      return renewed !== null;
    },
    /**
     * Signs `userId` in (or, with `options.stage`, begins a login waiting for that stage, which
     * signs nobody in and lasts 15 minutes): drops the request's old session (id rotation),
     * stores a new one with the browser's User-Agent and IP, and sets the cookie, persistent
     * (Max-Age 2 weeks) only when `options.remember`.
     */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number, options: StartOptions) {
      await this.end(request, reply);
      const { remember, method, methods, stage = null } = options;
      const token = newSessionToken();
      const lifetime = stage ? PENDING_LOGIN_SECONDS : SESSION_AGE_SECONDS;
      const expiresAt = new Date(Date.now() + lifetime * 1000);
      await app.db.insert(sessions).values({
        id: hashToken(token),
        userId,
        method,
        methods,
        stage,
        persistent: remember,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
        ip: request.ip,
        expiresAt,
      });
      setSessionCookie(reply, token, secure, remember ? SESSION_AGE_SECONDS : undefined);
      setLoaded(request);
    },
    /** The request's login waiting for a stage (its second factor), or null. */
    async pendingLogin(request: FastifyRequest): Promise<PendingLogin | null> {
      const token = tokenOf(request);
      if (!token) return null;
      const [row] = await app.db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          stage: sessions.stage,
          method: sessions.method,
          methods: sessions.methods,
          persistent: sessions.persistent,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, hashToken(token)),
            gt(sessions.expiresAt, sql`now()`),
            isNotNull(sessions.stage),
          ),
        );
      return row ? ({ ...row } as PendingLogin) : null;
    },
    /**
     * Completes a pending login with `record` (the second factor): a signed-in session under a
     * new id and cookie (rotation), keeping the login's methods and persistence.
     */
    async completeLogin(
      request: FastifyRequest,
      reply: FastifyReply,
      pending: PendingLogin,
      record: AuthenticationMethod,
    ) {
      await this.start(request, reply, pending.userId, {
        remember: pending.persistent,
        method: pending.method,
        methods: [...pending.methods, record],
      });
    },
    /** Appends `record` (a reauthentication) to the session's methods: it is now recent. */
    async addMethod(request: FastifyRequest, sessionId: string, record: AuthenticationMethod) {
      await app.db
        .update(sessions)
        .set({ methods: sql`${sessions.methods} || ${JSON.stringify([record])}::jsonb` })
        .where(eq(sessions.id, sessionId));
      setLoaded(request);
    },
    /**
     * The user's signed-in sessions, the most recently seen first: not pending logins, not a
     * superuser's impersonations of the user, not expired.
     */
    async listFor(userId: number): Promise<SessionListItem[]> {
      return app.db
        .select({
          id: sessions.id,
          number: sessions.number,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.stage),
            isNull(sessions.impersonatorId),
            gt(sessions.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt));
    },
    /**
     * Ends the user's sessions numbered `numbers` (others' numbers are ignored).
     * @returns the ids (hashes) of the sessions ended, to revoke what they issued.
     */
    async endNumbered(userId: number, numbers: number[]): Promise<string[]> {
      const ended = await app.db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), inArray(sessions.number, numbers)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },
    /**
     * Deletes the request's session row, if any, and clears the cookie. Ending an impersonation
     * this way (signing out) ends the superuser's session too, and writes the audit row `stop`.
     */
    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = tokenOf(request);
      if (!token) return;
      renew(request, null);
      const [ended] = await app.db
        .delete(sessions)
        .where(eq(sessions.id, hashToken(token)))
        .returning({ userId: sessions.userId, impersonatorId: sessions.impersonatorId });
      if (ended && ended.impersonatorId !== null) {
        await impersonations.auditSignOut(ended.impersonatorId, ended.userId);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      setLoaded(request, Promise.resolve(null));
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
    app.decorateRequest(kSession, null);
    app.decorateRequest(kRenewed, null);
    app.decorateRequest('currentSession', function (this: FastifyRequest) {
      return ((this as WithSession)[kSession] ??= service.load(this));
    });
    // A session given a new id by this request (issue 30) gets its cookie with the answer. A
    // callback hook: one field read on every other request (issue 17).
    app.addHook('onSend', (request, reply, payload, done) => {
      const renewed = (request as WithSession)[kRenewed];
      if (renewed) setSessionCookie(reply, renewed.token, secure, renewed.maxAge);
      done(null, payload);
    });
  },
  { name: 'session', dependencies: ['db', '@fastify/cookie'] },
);

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sessions, users } from '../modules/users/schema.js';
import { unauthenticated } from './authenticate.js';
import { HttpProblem } from './errors.js';
import { hashToken } from './session-cookie.js';
import type { SessionDetails, SessionInfo } from './session-types.js';

/**
 * The read of every signed-in request (issue 17): a session cookie's session and user, in one
 * prepared query (a second for the superuser's name while impersonating), and its
 * {@link SessionDetails} by a query of their own for the few routes that read them. An
 * impersonation found past its end is handed to `expire` (session-impersonation.ts) and the
 * session read again.
 */
export function createSessionLookup(db: Database, expire: (info: SessionInfo) => Promise<unknown>) {
  const signedIn = and(
    eq(sessions.id, sql.placeholder('id')),
    gt(sessions.expiresAt, sql`now()`),
    isNull(sessions.stage),
  );
  // The one read of every signed-in request: the session (its id is the key) and its user, and
  // of the session only what every request needs. Each further column costs every request its
  // parsing and mapping (issue 17).
  const lookup = db
    .select({
      user: users,
      session: {
        // A flag rather than the time: no timestamp to format and parse again on every request.
        stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
        impersonatorId: sessions.impersonatorId,
        impersonationEndsAt: sessions.impersonationEndsAt,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(signedIn)
    .prepare('session_lookup');
  const detailsLookup = db
    .select({
      number: sessions.number,
      method: sessions.method,
      methods: sessions.methods,
      persistent: sessions.persistent,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(signedIn)
    .prepare('session_details');
  // Only while impersonating, a second read: the superuser's name. As a left join in the lookup
  // it cost every request a quarter of the lookup's time in PostgreSQL and four more columns to
  // parse (issue 17).
  const impersonatorLookup = db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_impersonator');

  /** The session `id` (a token's hash) with its user and impersonator, or null. */
  async function read(id: string): Promise<SessionInfo | null> {
    const [row] = await lookup.execute({ id });
    if (!row) return null;
    const session = { id, ...row.session };
    if (session.impersonatorId === null) return { user: row.user, session, impersonator: null };
    const [impersonator] = await impersonatorLookup.execute({ id: session.impersonatorId });
    return { user: row.user, session, impersonator: impersonator ?? null };
  }

  /**
   * Marks the session seen now (the database's clock, as the lookup's) when it is stale.
   * @returns the write, or undefined when there is none to wait for (nearly every request).
   */
  function touch(info: SessionInfo): Promise<unknown> | undefined {
    if (!info.session.stale) return undefined;
    return db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, info.session.id))
      .execute();
  }

  return {
    /**
     * The signed-in session of cookie value `token`, or null. An impersonation past its end is
     * ended first (audit `expired`) and the session read again, so the request acts as the
     * superuser: the only write a read ever makes, on that one request.
     */
    async find(token: string): Promise<SessionInfo | null> {
      const id = hashToken(token);
      const info = await read(id);
      if (!info) return null;
      const touching = touch(info);
      if (touching) await touching;
      const endsAt = info.session.impersonationEndsAt;
      if (!endsAt || endsAt.getTime() > Date.now()) return info;
      await expire(info);
      return read(id);
    },

    /**
     * The {@link SessionDetails} of the signed-in `session` (one primary-key read).
     * @throws HttpProblem 401 (allauth's, with flows) when the session ended meanwhile.
     */
    async details(session: SessionInfo['session']): Promise<SessionDetails> {
      const [row] = await detailsLookup.execute({ id: session.id });
      if (!row) throw new HttpProblem(401, unauthenticated());
      return row;
    },
  };
}

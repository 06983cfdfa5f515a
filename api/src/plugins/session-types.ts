import type { SessionMethod } from '@lifeguard/contracts/allauth';
import type { AuthenticationMethod } from '@lifeguard/contracts/schemas/allauth';
import type { UserRow } from '../modules/users/schema.js';

/**
 * The shapes of a browser session (session.ts, `app.sessions`): who is signed in and how, as
 * every module that reads a session sees them. Kept apart from the plugin so that the plugins
 * and modules it serves import them without importing the plugin back.
 */

/** The superuser behind an impersonation: what the banner names (issue 13). */
export type Impersonator = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>;

/**
 * A signed-in browser session and its user. While a superuser impersonates (issue 13 superuser
 * tools), `user` is the impersonated user, `session.impersonatorId` and `impersonator` the
 * superuser, and `session.impersonationEndsAt` the hard end (1 hour after the start).
 */
export type SessionInfo = {
  user: UserRow;
  /** What every request needs of its session; the rest is {@link SessionDetails}. */
  session: {
    id: string;
    /**
     * Last seen more than a minute ago: this request marks it seen. `last_seen_at` is written at
     * most once a minute per session (allauth's track_activity).
     */
    stale: boolean;
    impersonatorId: number | null;
    impersonationEndsAt: Date | null;
  };
  impersonator: Impersonator | null;
};

/**
 * The parts of a session only a few routes read (allauth's session, reauthentication, password
 * change, sessions list, account deletion, connect): read by their own query when asked for
 * (`app.sessions.details`), so the lookup of every signed-in request stays small (issue 17).
 */
export type SessionDetails = {
  /** allauth's Session id (issue 16 §5). */
  number: number;
  /** How the session was signed in (`password`, `google`, ...). */
  method: string;
  /** allauth's AuthenticationMethod records, oldest first (login, second factor, reauth). */
  methods: AuthenticationMethod[];
  persistent: boolean;
  createdAt: Date;
};

/** The pending stages of a login: only the second factor (allauth's `mfa_authenticate`). */
export type LoginStage = 'mfa_authenticate';

/** A login waiting for its second factor (issue 16 §6): a `sessions` row with a `stage`. */
export type PendingLogin = {
  id: string;
  userId: number;
  stage: LoginStage;
  method: SessionMethod;
  methods: AuthenticationMethod[];
  persistent: boolean;
};

/** A session of the user's `GET /auth/sessions` list (issue 16 §5). */
export type SessionListItem = {
  id: string;
  number: number;
  userAgent: string;
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
};

/** How a session begins: `methods` is its allauth record so far (the login, or more). */
export type StartOptions = {
  /** A persistent cookie (Max-Age 2 weeks) rather than one ending with the browser. */
  remember: boolean;
  method: SessionMethod;
  methods: AuthenticationMethod[];
  /** Begin as a pending login (no one signed in yet) instead of a signed-in session. */
  stage?: LoginStage;
};

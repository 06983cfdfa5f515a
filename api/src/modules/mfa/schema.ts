import { bigint, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId, sessions, users } from '../users/schema.js';

/**
 * Second factors (allauth's mfa Authenticator; issue 16 §6): at most one authenticator app
 * ('totp') and one set of recovery codes ('recovery_codes') a user. `data` is sealed at rest
 * (the TOTP secret; the codes and which are used).
 */
export const authenticators = pgTable(
  'authenticators',
  {
    id: identityId(),
    userId: ownerId(),
    type: text('type').$type<'totp' | 'recovery_codes'>().notNull(),
    data: text('data').notNull(),
    /** TOTP: the last time step accepted, so a code is never accepted twice (replay). */
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    lastUsedAt: moment('last_used_at'),
  },
  (t) => [uniqueIndex('authenticators_user_type_key').on(t.userId, t.type)],
);

export type AuthenticatorRow = typeof authenticators.$inferSelect;

/**
 * A TOTP secret offered to a session for setup (`GET /account/authenticators/totp` 404), sealed,
 * until activation or the session's end; allauth keeps it in the session.
 */
export const totpSetups = pgTable('totp_setups', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/**
 * Second-factor lockout (issue 30 item 6): failed codes in a row, and, past the limit, the end of
 * the lock. One row a user who has failed a code since their last success.
 */
export const mfaLockouts = pgTable('mfa_lockouts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failures: smallint('failures').notNull().default(0),
  lockedUntil: moment('locked_until'),
});

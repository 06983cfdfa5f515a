import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/**
 * One family per sign-in of the browser extension or the mobile app (issue 15 item 4): every
 * refresh token rotated from the first one belongs to it, so reuse of a spent token can revoke
 * them all (OAuth 2.0 Security BCP §4.14). `session_id_hash` is the issuing session's `id`
 * (itself the SHA-256 of its cookie), so logging that session out revokes the family; null for
 * the mobile app's code exchange, which has no session.
 */
export const extensionTokenFamilies = pgTable(
  'extension_token_families',
  {
    id: uuid('id').primaryKey(),
    userId: ownerId(),
    sessionIdHash: text('session_id_hash'),
    createdAt: moment('created_at').notNull().defaultNow(),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    index('extension_token_families_user_id_idx').on(t.userId),
    index('extension_token_families_session_id_hash_idx').on(t.sessionIdHash),
  ],
);

/**
 * The refresh tokens of each family, known only by the SHA-256 of their `jti`; `used_at` makes
 * each single-use. Rows stay after use until they expire: a used row is what detects reuse.
 */
export const extensionRefreshTokens = pgTable(
  'extension_refresh_tokens',
  {
    idHash: text('id_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => extensionTokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [index('extension_refresh_tokens_family_id_idx').on(t.familyId)],
);

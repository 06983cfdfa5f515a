import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId, users } from '../users/schema.js';

/**
 * Families (spec 001 §3 Team). `slug` is unique and never changes after creation, so links
 * to `/a/{slug}/` stay valid through renames.
 */
export const teams = pgTable(
  'teams',
  {
    id: identityId(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_slug_key').on(t.slug)],
);

/** Who belongs to a family, as `admin` or `member` (contracts/teams TEAM_ROLES). */
export const memberships = pgTable(
  'memberships',
  {
    id: identityId(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    role: text('role').notNull(),
    joinedAt: moment('joined_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_team_user_key').on(t.teamId, t.userId),
    index('memberships_user_id_idx').on(t.userId),
  ],
);

/**
 * Invitations to a family. The accept link's key is stored only as its SHA-256 (`keyHash`); a
 * resend replaces it. At most one `pending` invitation per (team, lower(email)).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: identityId(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull().default('pending'),
    keyHash: text('key_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: moment('sent_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invitations_pending_key')
      .on(t.teamId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_team_id_idx').on(t.teamId),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * The live remote registry (issue 34 item 2): every version published for a remote, by whom and
 * when, at which manifest URL (absolute, or a path on this origin).
 */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    id: identityId(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: moment('published_at').notNull().defaultNow(),
  },
  (t) => [unique('remote_versions_remote_version_unique').on(t.remote, t.version)],
);

/**
 * Each remote's release state: its active version (null: the server's own build), the version a
 * rollback returns to (null: the build), and its canary with the share of users (1–100 %) that
 * get it (issue 34 items 2–3). No row: the build, no canary.
 */
export const remoteReleases = pgTable('remote_releases', {
  remote: text('remote').primaryKey(),
  activeVersion: text('active_version'),
  previousVersion: text('previous_version'),
  canaryVersion: text('canary_version'),
  canaryPercent: integer('canary_percent'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * The registry's audit: every publish, activation, rollback, canary and developer override, who
 * made it (`actor`: a superuser's email, `command line` or `system`) and why (`detail`). Rows
 * outlive the accounts they name.
 */
export const remoteRegistryAudit = pgTable(
  'remote_registry_audit',
  {
    id: identityId(),
    remote: text('remote').notNull(),
    action: text('action').notNull(),
    version: text('version'),
    fromVersion: text('from_version'),
    percent: integer('percent'),
    actor: text('actor').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    detail: text('detail').notNull().default(''),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('remote_registry_audit_at_idx').on(t.at)],
);

/**
 * One remote load reported by a browser (issue 34 item 4): how it ended, the phase that failed,
 * each phase's time (ms), and whether a signed-in page sent it (no user is stored). Kept for a
 * day: the Remotes page and the canary rule read the last hour.
 */
export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: identityId(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    outcome: text('outcome').notNull(),
    failedPhase: text('failed_phase'),
    manifestMs: integer('manifest_ms'),
    entryMs: integer('entry_ms'),
    exposeMs: integer('expose_ms'),
    totalMs: integer('total_ms').notNull(),
    signedIn: boolean('signed_in').notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('remote_loads_remote_version_at_idx').on(t.remote, t.version, t.at)],
);

export type RemoteVersionRow = typeof remoteVersions.$inferSelect;
export type RemoteReleaseRow = typeof remoteReleases.$inferSelect;
export type RemoteAuditRow = typeof remoteRegistryAudit.$inferSelect;

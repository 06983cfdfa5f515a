import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { breachEntries, darkWebScans } from '../darkweb/schema.js';
import { integrations } from '../integrations/schema.js';
import { teams } from '../teams/schema.js';
import { threatEvents } from '../threats/schema.js';
import { users, type UserRow } from '../users/schema.js';
import { impersonationAudit, type ImpersonationAuditRow } from './schema.js';

/** Rows per UTC day (`YYYY-MM-DD`), for the days that have any. */
export type DayCounts = Map<string, number>;

/** `value` as a LIKE pattern matching it anywhere, its wildcards (`%`, `_`, `\`) taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The non-blank `parts` joined by single spaces, as users/present.ts joins names. */
const joined = (...parts: PgColumn[]) =>
  sql`concat_ws(' ', ${sql.join(
    parts.map((p) => sql`nullif(btrim(${p}), '')`),
    sql`, `,
  )})`;

/**
 * The reads of the superuser tools (issue 13): counts across every account, user search and the
 * impersonation audit. Nothing here is scoped to a user: callers are superuser routes only.
 */
export function createAdminRepository(db: Database) {
  /** Rows of `table` per UTC day of `column`, from `since` on. */
  async function perDay(table: PgTable, column: PgColumn, since: Date): Promise<DayCounts> {
    const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
    const rows = await db.select({ day, count: count() }).from(table).where(gte(column, since)).groupBy(day);
    return new Map(rows.map((r) => [r.day, r.count]));
  }

  return {
    /** Totals of the Project Dashboard: accounts, families, stored scans, threats, active integrations. */
    async totals() {
      const active = and(eq(integrations.isActive, true), eq(integrations.isConfigured, true));
      const [usersCount, families, scans, threats, activeIntegrations] = await Promise.all([
        db.$count(users),
        db.$count(teams),
        db.$count(darkWebScans),
        db.$count(threatEvents),
        db.$count(integrations, active),
      ]);
      return { users: usersCount, families, scans, threats, integrations: activeIntegrations };
    },
    /** Sign-ups per UTC day since `since`. */
    signupsPerDay: (since: Date) => perDay(users, users.dateJoined, since),
    /** Stored dark web scans per UTC day since `since`. */
    scansPerDay: (since: Date) => perDay(darkWebScans, darkWebScans.createdAt, since),
    /** Threat events per type, most frequent first (then by type). */
    async threatsByType(): Promise<{ type: string; count: number }[]> {
      const total = count();
      return db
        .select({ type: threatEvents.threatType, count: total })
        .from(threatEvents)
        .groupBy(threatEvents.threatType)
        .orderBy(desc(total), threatEvents.threatType);
    },
    /**
     * Up to `limit` users, newest first; with `search`, only those whose email or name ("First
     * Last", or any single name part) contains it, case-insensitively.
     */
    async searchUsers(search: string, limit: number): Promise<UserRow[]> {
      let where: SQL | undefined;
      if (search) {
        const pattern = containsPattern(search);
        const full = joined(users.firstName, users.middleName, users.lastName, users.suffix);
        const short = joined(users.firstName, users.lastName);
        where = or(ilike(users.email, pattern), ilike(full, pattern), ilike(short, pattern));
      }
      return db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.dateJoined), desc(users.id))
        .limit(limit);
    },
    /** The newest `limit` rows of the impersonation audit. */
    auditEntries: (limit: number): Promise<ImpersonationAuditRow[]> =>
      db
        .select()
        .from(impersonationAudit)
        .orderBy(desc(impersonationAudit.at), desc(impersonationAudit.id))
        .limit(limit),
    /** How many breach entries a stored scan has (counted, never opened). */
    entriesCount: (scanId: number) => db.$count(breachEntries, eq(breachEntries.scanId, scanId)),
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

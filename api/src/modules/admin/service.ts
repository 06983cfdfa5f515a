import type { AdminScan, ProjectDashboard } from '@lifeguard/contracts/schemas/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maskScan } from '../darkweb/masked.js';
import { presentAdminUser, presentAuditEntry } from './present.js';
import { createAdminRepository, type DayCounts } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

/** Days the Project Dashboard charts (issue 13): the last 30, today included. */
export const DASHBOARD_DAYS = 30;
/** Recent accounts the Project Dashboard lists. */
export const RECENT_USERS = 10;
/** Users a search answers at most. */
export const SEARCH_LIMIT = 20;
/** Audit rows the Impersonate page lists. */
export const AUDIT_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `days` UTC dates (`YYYY-MM-DD`) ending with `now`'s, oldest first. */
export function lastDays(now: Date, days = DASHBOARD_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** One entry per date of `dates`, 0 where `counts` has none. */
const series = (dates: string[], counts: DayCounts) =>
  dates.map((date) => ({ date, count: counts.get(date) ?? 0 }));

/**
 * The superuser tools' reads (issue 13; spec 001 §2, §6): the Project Dashboard, user search,
 * the impersonation audit and the masked admin page of a scan. Callers check the superuser.
 */
export function createAdminService(app: FastifyInstance) {
  const repository = createAdminRepository(app.db);
  return {
    /**
     * The Project Dashboard at `now`: totals, sign-ups and stored scans per UTC day over the
     * last 30 days (oldest first, zero days included), threats by type, the 10 newest users.
     */
    async dashboard(now = new Date()): Promise<ProjectDashboard> {
      const dates = lastDays(now);
      const since = new Date(`${dates[0]}T00:00:00.000Z`);
      const [totals, signups, scans, threats, recent] = await Promise.all([
        repository.totals(),
        repository.signupsPerDay(since),
        repository.scansPerDay(since),
        repository.threatsByType(),
        repository.searchUsers('', RECENT_USERS),
      ]);
      return {
        totals,
        signups_per_day: series(dates, signups),
        scans_per_day: series(dates, scans),
        threats_by_type: threats,
        recent_users: recent.map(presentAdminUser),
      };
    },
    /** Up to 20 users whose email or name contains `search` (trimmed; blank: any), newest first. */
    searchUsers: async (search: string) =>
      (await repository.searchUsers(search.trim(), SEARCH_LIMIT)).map(presentAdminUser),
    /** The newest 50 audit entries. */
    audit: async () => (await repository.auditEntries(AUDIT_LIMIT)).map(presentAuditEntry),
    /** The admin page of stored scan `scanId`, masked, or null when there is no such scan. */
    async scan(scanId: number): Promise<AdminScan | null> {
      const ownerId = await app.darkweb.ownerOf(scanId);
      const owner = ownerId === null ? null : await app.users.findById(ownerId);
      if (!owner) return null;
      const scan = (await app.darkweb.list(owner.id)).find((s) => s.id === scanId);
      if (!scan) return null;
      return {
        owner: presentAdminUser(owner),
        scan: maskScan(scan),
        entries_count: await repository.entriesCount(scanId),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

/** Domain plugin decorating `app.admin`; reads scans and users through their decorators. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('admin', createAdminService(app));
  },
  { name: 'admin', dependencies: ['db', 'users', 'darkweb'] },
);

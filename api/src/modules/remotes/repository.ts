import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  remoteLoads,
  remoteRegistryAudit,
  remoteReleases,
  remoteVersions,
  type RemoteAuditRow,
  type RemoteReleaseRow,
  type RemoteVersionRow,
} from './schema.js';

/** A database or a transaction of it. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** One audit row to write (issue 34 item 2: every change of the registry). */
export type NewAuditRow = Omit<RemoteAuditRow, 'id' | 'at'>;

/** A new load report row (issue 34 item 4). */
export type NewLoadRow = Omit<typeof remoteLoads.$inferInsert, 'id' | 'at'>;

/** A published version a release serves: its remote, label and manifest URL. */
export type ServedVersion = Pick<RemoteVersionRow, 'remote' | 'version' | 'manifestUrl'>;

/** Loads of one version of one remote over a window: count, failures, retries, p75 (ms). */
export type LoadStatsRow = {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  retried: number;
  p75Ms: number | null;
};

/** The registry's tables (issue 34): versions, release state, audit and load reports. */
export function createRemotesRepository(db: Db) {
  return {
    /** Every remote's release row (at most one each). */
    releases: (): Promise<RemoteReleaseRow[]> => db.select().from(remoteReleases),
    /**
     * In one query (each page load runs it, issue 34): every release row, and the published
     * versions they serve (active or canary).
     */
    async served(): Promise<{ releases: RemoteReleaseRow[]; versions: ServedVersion[] }> {
      const rows = await db
        .select({
          release: remoteReleases,
          version: remoteVersions.version,
          manifestUrl: remoteVersions.manifestUrl,
        })
        .from(remoteReleases)
        .leftJoin(
          remoteVersions,
          and(
            eq(remoteVersions.remote, remoteReleases.remote),
            or(
              eq(remoteVersions.version, remoteReleases.activeVersion),
              eq(remoteVersions.version, remoteReleases.canaryVersion),
            ),
          ),
        );
      const releases = new Map(rows.map((row) => [row.release.remote, row.release]));
      const versions = rows.flatMap(({ release, version, manifestUrl }) =>
        version !== null && manifestUrl !== null ? [{ remote: release.remote, version, manifestUrl }] : [],
      );
      return { releases: [...releases.values()], versions };
    },
    /** Remote `remote`'s release row, locked until the transaction `on` ends; null when none. */
    async lockRelease(on: Db, remote: string): Promise<RemoteReleaseRow | null> {
      await on.insert(remoteReleases).values({ remote }).onConflictDoNothing();
      const [row] = await on
        .select()
        .from(remoteReleases)
        .where(eq(remoteReleases.remote, remote))
        .for('update');
      return row ?? null;
    },
    /** Writes remote `remote`'s release state (the row exists: see lockRelease). */
    async saveRelease(on: Db, remote: string, state: Omit<RemoteReleaseRow, 'remote' | 'updatedAt'>) {
      await on
        .update(remoteReleases)
        .set({ ...state, updatedAt: new Date() })
        .where(eq(remoteReleases.remote, remote));
    },
    /** Every published version, newest first. */
    versions: (on: Db = db): Promise<RemoteVersionRow[]> =>
      on.select().from(remoteVersions).orderBy(desc(remoteVersions.publishedAt), desc(remoteVersions.id)),
    /** Remote `remote`'s published `version`, or null (`on`: a transaction). */
    async version(remote: string, version: string, on: Db = db): Promise<RemoteVersionRow | null> {
      const [row] = await on
        .select()
        .from(remoteVersions)
        .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
      return row ?? null;
    },
    /** Stores a published version; false when the remote already has that version. */
    async insertVersion(
      on: Db,
      row: Pick<RemoteVersionRow, 'remote' | 'version' | 'manifestUrl' | 'publishedBy'>,
    ) {
      const inserted = await on
        .insert(remoteVersions)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: remoteVersions.id });
      return inserted.length > 0;
    },
    /** Writes one audit row, in the transaction `on` of the change it records. */
    async audit(on: Db, row: NewAuditRow) {
      await on.insert(remoteRegistryAudit).values(row);
    },
    /** The newest `limit` audit rows. */
    auditRows: (limit: number): Promise<RemoteAuditRow[]> =>
      db.select().from(remoteRegistryAudit).orderBy(desc(remoteRegistryAudit.id)).limit(limit),
    /** Stores a batch of load reports. */
    async insertLoads(rows: NewLoadRow[]) {
      if (rows.length > 0) await db.insert(remoteLoads).values(rows);
    },
    /** Deletes the load reports older than `before`. */
    async pruneLoads(before: Date) {
      await db.delete(remoteLoads).where(lt(remoteLoads.at, before));
    },
    /**
     * Loads per remote and version since `since` (all of them, or only those of signed-in pages
     * with `signedInOnly`): failures are the loads that ended in the fallback panel.
     */
    async loadStats(since: Date, signedInOnly = false): Promise<LoadStatsRow[]> {
      const rows = await db
        .select({
          remote: remoteLoads.remote,
          version: remoteLoads.version,
          loads: sql<number>`count(*)::int`,
          failures: sql<number>`(count(*) filter (where ${remoteLoads.outcome} = 'fallback'))::int`,
          retried: sql<number>`(count(*) filter (where ${remoteLoads.outcome} = 'retried'))::int`,
          p75Ms: sql<
            number | null
          >`round(percentile_cont(0.75) within group (order by ${remoteLoads.totalMs}))::int`,
        })
        .from(remoteLoads)
        .where(and(gt(remoteLoads.at, since), signedInOnly ? eq(remoteLoads.signedIn, true) : undefined))
        .groupBy(remoteLoads.remote, remoteLoads.version);
      return rows;
    },
  };
}

export type RemotesRepository = ReturnType<typeof createRemotesRepository>;

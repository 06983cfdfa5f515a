import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { breachEntries, darkWebScans } from './schema.js';
import type { BreachSealer } from './sealing.js';
import type { BreachEntry, ScanFindings } from './summary.js';

/** A scan as stored and answered (spec 001 §3 "Dark web scan"); `id` null when not saved. */
export type Scan = ScanFindings & { id: number | null; created_at: string; raw_data: unknown };

/** A stored breach entry (spec 001 §3 "Breach entry"). */
export type StoredEntry = BreachEntry & { id: number; scan_id: number };

type ScanPayload = Omit<Scan, 'id' | 'created_at' | 'total_results'>;

const ENTRY_ROWS = 1000;

/** Payloads of a user's scans and entries are bound to that user (sealing.ts `context`). */
const ownerContext = (userId: number) => `dark_web_scan:user:${userId}`;

/** Stored scans and breach entries, sealed at rest; only counts and ids are in the clear. */
export function createScanRepository(db: Database, sealer: BreachSealer) {
  const openScan = (row: typeof darkWebScans.$inferSelect): Scan => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    total_results: row.totalResults,
    ...sealer.open<ScanPayload>(row.payload, ownerContext(row.userId)),
  });

  const hasScan = db
    .select({ id: darkWebScans.id })
    .from(darkWebScans)
    .where(eq(darkWebScans.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('dark_web_scan_exists');

  const newestScan = db
    .select()
    .from(darkWebScans)
    .where(eq(darkWebScans.userId, sql.placeholder('userId')))
    .orderBy(desc(darkWebScans.createdAt), desc(darkWebScans.id))
    .limit(1)
    .prepare('dark_web_scan_latest');

  return {
    /** Stores a scan and its entries in one transaction; answers the stored scan. */
    async save(
      userId: number,
      provider: string,
      scan: Omit<Scan, 'id' | 'created_at'>,
      entries: BreachEntry[],
    ) {
      const { total_results: totalResults, ...payload } = scan;
      const context = ownerContext(userId);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(darkWebScans)
          .values({ userId, provider, totalResults, payload: sealer.seal(payload, context) })
          .returning();
        if (!row) throw new Error('insert returned no row');
        for (let i = 0; i < entries.length; i += ENTRY_ROWS) {
          const slice = entries.slice(i, i + ENTRY_ROWS);
          await tx
            .insert(breachEntries)
            .values(slice.map((entry) => ({ scanId: row.id, payload: sealer.seal(entry, context) })));
        }
        return openScan(row);
      });
    },
    /** The scans of a user, newest first. */
    async list(userId: number): Promise<Scan[]> {
      const rows = await db
        .select()
        .from(darkWebScans)
        .where(eq(darkWebScans.userId, userId))
        .orderBy(desc(darkWebScans.createdAt), desc(darkWebScans.id));
      return rows.map(openScan);
    },
    /** The user's newest stored scan, or null before the first (spec 001 §4 "Action items"). */
    async latest(userId: number): Promise<Scan | null> {
      const [row] = await newestScan.execute({ userId });
      return row ? openScan(row) : null;
    },
    /** True when the user has at least one stored scan (spec 001 §4 "Integration setup"). */
    async hasScans(userId: number): Promise<boolean> {
      const [row] = await hasScan.execute({ userId });
      return row !== undefined;
    },
    /** The owner of a scan, or null when there is no such scan. */
    async ownerOf(scanId: number): Promise<number | null> {
      const [row] = await db
        .select({ userId: darkWebScans.userId })
        .from(darkWebScans)
        .where(eq(darkWebScans.id, scanId));
      return row?.userId ?? null;
    },
    /** The breach entries of a scan of `userId`, in the order found. */
    async entries(scanId: number, userId: number): Promise<StoredEntry[]> {
      const rows = await db
        .select()
        .from(breachEntries)
        .where(eq(breachEntries.scanId, scanId))
        .orderBy(breachEntries.id);
      const context = ownerContext(userId);
      return rows.map((row) => ({
        id: row.id,
        scan_id: scanId,
        ...sealer.open<BreachEntry>(row.payload, context),
      }));
    },
  };
}

export type ScanRepository = ReturnType<typeof createScanRepository>;

import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { Opened, ScanPayload } from './present.js';
import { breachEntries, darkWebScans, type BreachEntryRow, type DarkWebScanRow } from './schema.js';
import type { BreachSealer } from './sealing.js';
import type { FoundEntry } from './summary.js';

/** A stored scan, and a stored breach entry, with their sealed payloads opened. */
export type StoredScan = Opened<DarkWebScanRow, ScanPayload>;
export type StoredEntry = Opened<BreachEntryRow, FoundEntry>;

/** Entries inserted per statement, so a scan with many entries never makes one huge INSERT. */
const ENTRY_ROWS = 1000;

/** Payloads of a user's scans and entries are bound to that user (sealing.ts `context`). */
const ownerContext = (userId: number) => `dark_web_scan:user:${userId}`;

/** Stored scans and breach entries, sealed at rest; only counts and ids are in the clear. */
export function createScanRepository(db: Database, sealer: BreachSealer) {
  const open = (row: DarkWebScanRow): StoredScan => ({
    row,
    payload: sealer.open<ScanPayload>(row.payload, ownerContext(row.userId)),
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
    /**
     * Stores a scan and its entries in one transaction, with what `alsoWithin` writes over the
     * same transaction (its consequences); answers the stored scan.
     */
    async save(
      userId: number,
      scan: { provider: string; totalResults: number; payload: ScanPayload },
      entries: FoundEntry[],
      alsoWithin: (tx: Database, stored: StoredScan) => Promise<void> = async () => {},
    ): Promise<StoredScan> {
      const context = ownerContext(userId);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(darkWebScans)
          .values({
            userId,
            provider: scan.provider,
            totalResults: scan.totalResults,
            payload: sealer.seal(scan.payload, context),
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        for (let i = 0; i < entries.length; i += ENTRY_ROWS) {
          const slice = entries.slice(i, i + ENTRY_ROWS);
          await tx
            .insert(breachEntries)
            .values(slice.map((entry) => ({ scanId: row.id, payload: sealer.seal(entry, context) })));
        }
        const stored = open(row);
        await alsoWithin(tx, stored);
        return stored;
      });
    },
    /** The scans of a user, newest first. */
    async list(userId: number): Promise<StoredScan[]> {
      const rows = await db
        .select()
        .from(darkWebScans)
        .where(eq(darkWebScans.userId, userId))
        .orderBy(desc(darkWebScans.createdAt), desc(darkWebScans.id));
      return rows.map(open);
    },
    /** The user's newest stored scan, or null before the first. */
    async latest(userId: number): Promise<StoredScan | null> {
      const [row] = await newestScan.execute({ userId });
      return row ? open(row) : null;
    },
    /** True when the user has at least one stored scan. */
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
      return rows.map((row) => ({ row, payload: sealer.open<FoundEntry>(row.payload, context) }));
    },
  };
}

export type ScanRepository = ReturnType<typeof createScanRepository>;

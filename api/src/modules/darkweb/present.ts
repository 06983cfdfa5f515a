import type { BreachEntry, DarkWebScan } from '@lifeguard/contracts/schemas/darkweb';
import type { BreachEntryRow, DarkWebScanRow } from './schema.js';
import type { FoundEntry } from './summary.js';

/** What a scan's sealed payload holds: everything answered but its id, date and count. */
export type ScanPayload = Omit<DarkWebScan, 'id' | 'created_at' | 'total_results'>;

/** A stored row with its payload opened (repository.ts). */
export type Opened<Row, Payload> = { row: Row; payload: Payload };

/** A stored scan as answered (spec 001 §3 "Dark web scan"). */
export const presentScan = ({ row, payload }: Opened<DarkWebScanRow, ScanPayload>): DarkWebScan => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  total_results: row.totalResults,
  ...payload,
});

/** A stored breach entry as answered (spec 001 §3 "Breach entry"). */
export const presentEntry = ({ row, payload }: Opened<BreachEntryRow, FoundEntry>): BreachEntry => ({
  id: row.id,
  scan_id: row.scanId,
  ...payload,
});

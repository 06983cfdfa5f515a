import type { NavigationDecision } from './blocklist';

/**
 * One block as the extension remembers it for the popup (issue 32 item 4): the host, why, the
 * brand a lookalike imitates, when (ISO 8601), and whether the server has it yet. It never
 * leaves the browser except as the block report (api.ts), and holds nothing of allowed pages.
 */
export type BlockEntry = {
  host: string;
  reason: 'listed' | 'lookalike';
  /** The imitated brand's name ('PayPal') for a lookalike. */
  brandName?: string;
  at: string;
  reported: boolean;
};

/** How many blocks the extension keeps: the popup shows the last 5 and today's count. */
export const KEPT_BLOCKS = 200;

/** The entry of a block decision made at `at`, not reported yet. */
export function entryOf(decision: Extract<NavigationDecision, { blocked: true }>, at: Date): BlockEntry {
  return {
    host: decision.host,
    reason: decision.reason,
    ...(decision.reason === 'lookalike' ? { brandName: decision.brand.name } : {}),
    at: at.toISOString(),
    reported: false,
  };
}

/** `log` with `entry` first, keeping the newest KEPT_BLOCKS. */
export const withBlock = (log: readonly BlockEntry[], entry: BlockEntry): BlockEntry[] =>
  [entry, ...log].slice(0, KEPT_BLOCKS);

/** `log` with the entry of `host` at `at` marked reported. */
export const markReported = (log: readonly BlockEntry[], host: string, at: string): BlockEntry[] =>
  log.map((entry) => (entry.host === host && entry.at === at ? { ...entry, reported: true } : entry));

/** How many blocks happened on `now`'s local calendar day. */
export function blocksOnDayOf(log: readonly BlockEntry[], now: Date): number {
  const day = now.toDateString();
  return log.filter((entry) => new Date(entry.at).toDateString() === day).length;
}

/** Whether `value` is a stored block log (anything else reads as empty). */
export function readBlockLog(value: unknown): BlockEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is BlockEntry =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as BlockEntry).host === 'string' &&
      ((entry as BlockEntry).reason === 'listed' || (entry as BlockEntry).reason === 'lookalike') &&
      typeof (entry as BlockEntry).at === 'string' &&
      typeof (entry as BlockEntry).reported === 'boolean',
  );
}

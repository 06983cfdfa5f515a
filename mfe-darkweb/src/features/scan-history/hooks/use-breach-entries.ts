import {
  useLazyGetBreachEntriesQuery,
  type BreachEntry,
  type DarkWebScan,
} from '@lifeguard/shared/darkweb/scans-api';

/** Where a scan's breach entries stand (spec 001 §8 scan page states). */
export type BreachEntriesState =
  | { status: 'not-loaded' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; entries: BreachEntry[] };

/**
 * The breach entries of `scan`, fetched only when `load` is called (spec 001 §4: lazily on
 * expand or through the Load Breach Entries button); `load` again after a failure retries, and
 * uses the cache once loaded. A scan with no results, or one not saved, has none to fetch.
 */
export function useBreachEntries(scan: DarkWebScan): { state: BreachEntriesState; load: () => void } {
  const [trigger, result] = useLazyGetBreachEntriesQuery();
  const scanId = scan.id;
  if (scanId === null || scan.total_results === 0) {
    return { state: { status: 'loaded', entries: [] }, load: () => undefined };
  }
  const load = () => void trigger(scanId, true);
  if (result.isUninitialized) return { state: { status: 'not-loaded' }, load };
  if (result.isFetching) return { state: { status: 'loading' }, load };
  if (result.isError) return { state: { status: 'error' }, load };
  return { state: { status: 'loaded', entries: result.data ?? [] }, load };
}

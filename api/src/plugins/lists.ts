import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ListEnvelope } from '@lifeguard/contracts/lists';

/** An unpaginated list answer (`listOf` of the contracts): every result, no neighbours. */
export const listAnswer = <T>(results: T[]): ListEnvelope<T> & { next: null; previous: null } => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** The page asked for: 1-based `page`, `page_size` capped at MAX_PAGE_SIZE as DRF does. */
export function pageWindow(page: number, pageSize = DEFAULT_PAGE_SIZE) {
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}

/**
 * The envelope (`pageOf` of the contracts) of page `page` of `count` results at `path`, linking
 * its neighbours; their links keep `filters` (e.g. `{status: 'open'}`) before the page.
 */
export function paginated<T>(
  path: string,
  { page, size }: { page: number; size: number },
  count: number,
  results: T[],
  filters: Record<string, string> = {},
): ListEnvelope<T> {
  const kept = Object.entries(filters).map(([name, value]) => `${name}=${encodeURIComponent(value)}&`);
  const link = (n: number) => `${path}?${kept.join('')}page=${n}&page_size=${size}`;
  const last = Math.max(1, Math.ceil(count / size));
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
    results,
  };
}

import { Type } from 'typebox';

/** Page size when the client gives none, and the largest it may ask for (contracts: lists). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Django REST framework's list envelope (ARCHITECTURE "List endpoints"), unpaginated. */
export const listOf = <T extends Type.TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Type.Null(),
    previous: Type.Null(),
    results: Type.Array(item),
  });

/** An unpaginated list answer for {@link listOf}: every result, no neighbours. */
export const listAnswer = <T>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** Django REST framework's paginated list envelope; `next`/`previous` are relative URLs. */
export const pageOf = <T extends Type.TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Type.Union([Type.String(), Type.Null()]),
    previous: Type.Union([Type.String(), Type.Null()]),
    results: Type.Array(item),
  });

/** The page asked for: 1-based `page`, `page_size` capped at {@link MAX_PAGE_SIZE} as DRF does. */
export function pageWindow(page: number, pageSize = DEFAULT_PAGE_SIZE) {
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  return { page, size, offset: (page - 1) * size };
}

/** The envelope of page `page` of `count` results at `path`, linking its neighbours. */
export function paginated<T>(
  path: string,
  { page, size }: { page: number; size: number },
  count: number,
  results: T[],
) {
  const link = (n: number) => `${path}?page=${n}&page_size=${size}`;
  const last = Math.max(1, Math.ceil(count / size));
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, last)) : null,
    results,
  };
}

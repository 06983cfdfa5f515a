/**
 * Django REST framework's list envelope, which every list of the API answers (spec 001 §7
 * "reads results"); `next`/`previous` are relative URLs of the neighbouring pages, or null.
 */
export type ListEnvelope<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};

/** Page size when the client gives none, and the largest it may ask for. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * Django REST framework's list envelope, the shape of every list our server answers
 * (ARCHITECTURE "List endpoints"): `next`/`previous` are relative URLs of the neighbouring pages
 * of a paginated list (`?page=`, 1-based), null at the ends and on unpaginated lists.
 */
export type ListEnvelope<T> = { count: number; next: string | null; previous: string | null; results: T[] };

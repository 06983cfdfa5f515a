/** First-time user: account age at most 30 days, 2592000000 ms (spec 001 §4, §9). */
export const FIRST_TIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Account age in ms at `now`, or null when the join date is unknown or unreadable. */
export function accountAgeMs(dateJoined: string | null, now: Date): number | null {
  const joined = dateJoined ? Date.parse(dateJoined) : Number.NaN;
  return Number.isNaN(joined) ? null : now.getTime() - joined;
}

/** A first-time user joined at most 30 days ago (spec 001 §4); an unknown join date is not one. */
export function isFirstTimeUser(dateJoined: string | null, now: Date): boolean {
  const age = accountAgeMs(dateJoined, now);
  return age !== null && age <= FIRST_TIME_MS;
}

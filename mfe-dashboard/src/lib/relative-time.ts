const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago `date` was, as the threat timeline says it (spec 001 §9 "Relative time"): 'Just
 * now' under a minute (and for a time in the future, a clock running ahead), whole minutes under
 * 60, whole hours under 24, 'Yesterday' under 48 hours, then whole days: '5 minutes ago',
 * '1 hour ago', 'Yesterday', '3 days ago'. An unreadable date gives ''.
 */
export function relativeTime(date: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return 'Just now';
  if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return plural(Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 2 * DAY_MS) return 'Yesterday';
  return plural(Math.floor(elapsed / DAY_MS), 'day');
}

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * When a session was last used (issue 16 §5), relative for the last week ('just now',
 * '5 minutes ago', 'yesterday'), else its day ('Mar 9, 2025'). Times in epoch seconds; `nowMs`
 * the clock, in milliseconds.
 */
export function formatLastActive(lastSeenAt: number, nowMs: number): string {
  const ago = Math.max(0, nowMs / 1000 - lastSeenAt);
  if (ago < MINUTE_S) return 'just now';
  if (ago < HOUR_S) return relative.format(-Math.floor(ago / MINUTE_S), 'minute');
  if (ago < DAY_S) return relative.format(-Math.floor(ago / HOUR_S), 'hour');
  if (ago < 7 * DAY_S) return relative.format(-Math.floor(ago / DAY_S), 'day');
  return day.format(new Date(lastSeenAt * 1000));
}

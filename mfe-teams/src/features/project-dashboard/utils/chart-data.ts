import type { ProjectDashboard } from '../api/get-project-dashboard';

/** One chart series: a value per label, in order. */
export type ChartSeries = { labels: string[]; values: number[] };

type DayCount = ProjectDashboard['signups_per_day'][number];
type TypeCount = ProjectDashboard['threats_by_type'][number];

// Dates of the series are calendar days (YYYY-MM-DD), read in UTC so no time zone shifts them.
const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar day `YYYY-MM-DD` as a short label, e.g. 'Mar 3'. */
export function formatDay(date: string): string {
  return dayLabel.format(new Date(`${date}T00:00:00Z`));
}

/** A threat type code as words: 'phone_call' → 'Phone call'. */
export function threatTypeName(type: string): string {
  const words = type.replace(/_/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Other';
}

/** The per-day counts (oldest first) as a chart series labelled by day. */
export function daySeries(days: DayCount[]): ChartSeries {
  return { labels: days.map(({ date }) => formatDay(date)), values: days.map(({ count }) => count) };
}

/** Threat counts by type, most first, as a chart series labelled by type name. */
export function typeSeries(types: TypeCount[]): ChartSeries {
  const sorted = [...types].sort((a, b) => b.count - a.count);
  return { labels: sorted.map(({ type }) => threatTypeName(type)), values: sorted.map(({ count }) => count) };
}

/**
 * The text alternative of a per-day chart: 'Sign-ups per day over the last 30 days: 12 in total,
 * most on Mar 3 (5).' or '…: none.' when every day is 0.
 */
export function daySummary(title: string, days: DayCount[]): string {
  const total = days.reduce((sum, { count }) => sum + count, 0);
  const busiest = days.reduce<DayCount | null>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    null,
  );
  const what = `${title} over the last ${days.length} day${days.length === 1 ? '' : 's'}`;
  return busiest
    ? `${what}: ${total} in total, most on ${formatDay(busiest.date)} (${busiest.count}).`
    : `${what}: none.`;
}

/** The text alternative of the threats chart: 'Threats by type: Phishing 5, Breach 2.' or '…: none.' */
export function typeSummary(title: string, types: TypeCount[]): string {
  const { labels, values } = typeSeries(types);
  const parts = labels.map((label, index) => `${label} ${values[index]}`);
  return `${title}: ${parts.length ? parts.join(', ') : 'none'}.`;
}

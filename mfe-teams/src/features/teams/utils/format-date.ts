/** A date of the API (ISO 8601) as the reader's locale shows a day, e.g. 'Mar 9, 2025'. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

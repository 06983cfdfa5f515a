const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO 8601 timestamp as a date and time in the user's locale, e.g. 'Mar 1, 2025, 10:00 AM'. */
export function formatScanDate(iso: string): string {
  return dateTime.format(new Date(iso));
}

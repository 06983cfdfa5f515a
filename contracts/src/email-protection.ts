/**
 * Email protection (spec 001 §2 `/integrations/email`, §7 the five gmail calls; issue 14),
 * written once for the server and the email integration screen.
 */

/** How often the mailbox is synced on its own (issue 14 "scan frequency"). */
export const SCAN_FREQUENCIES = ['15min', 'hourly', 'daily'] as const;
export type ScanFrequency = (typeof SCAN_FREQUENCIES)[number];

/** Each frequency in ms, for the server's schedule. */
export const SCAN_FREQUENCY_MS: Record<ScanFrequency, number> = {
  '15min': 15 * 60_000,
  hourly: 60 * 60_000,
  daily: 24 * 60 * 60_000,
};

/** The words the settings show for each frequency. */
export const SCAN_FREQUENCY_LABELS: Record<ScanFrequency, string> = {
  '15min': 'Every 15 minutes',
  hourly: 'Every hour',
  daily: 'Once a day',
};

/** The Gmail labels a user may have scanned (Gmail's system label ids). */
export const GMAIL_LABELS = [
  'INBOX',
  'SPAM',
  'CATEGORY_PROMOTIONS',
  'CATEGORY_SOCIAL',
  'CATEGORY_UPDATES',
] as const;
export type GmailLabel = (typeof GMAIL_LABELS)[number];

/** What the settings call each label. */
export const GMAIL_LABEL_NAMES: Record<GmailLabel, string> = {
  INBOX: 'Inbox',
  SPAM: 'Spam',
  CATEGORY_PROMOTIONS: 'Promotions',
  CATEGORY_SOCIAL: 'Social',
  CATEGORY_UPDATES: 'Updates',
};

/** Scanned unless the user chooses otherwise (issue 14: "default INBOX and SPAM"). */
export const DEFAULT_GMAIL_LABELS: readonly GmailLabel[] = ['INBOX', 'SPAM'];

/** Where a mailbox sync stands (spec 001 §7 `gmail_sync_progress`). */
export const SYNC_STATUSES = ['not_started', 'in_progress', 'completed', 'failed'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** What the client holds when the progress call itself fails (spec 001 §7 "treats the status as not_found"). */
export type ClientSyncStatus = SyncStatus | 'not_found';

/** Gmail's read-only scope: all email protection asks Google for (issue 14). */
export const GMAIL_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';

/**
 * `error` values on the return to `/integrations/email` after Google's consent: the user said
 * no, the link was stale or not this session's, or Google or the mailbox could not be reached.
 */
export const GMAIL_CONNECT_ERRORS = ['access_denied', 'invalid_state', 'connect_failed'] as const;
export type GmailConnectError = (typeof GMAIL_CONNECT_ERRORS)[number];

/**
 * The first-time summary's browser flags (spec 001 §3 "Local browser flags"), in localStorage:
 * read by the summary, written by it and by the developer tools.
 */
export const SUMMARY_KEYS = {
  dismissed: 'firstTimeScanSummaryDismissed',
  reason: 'firstTimeScanSummaryDismissedReason',
  date: 'firstTimeScanSummaryDismissedDate',
  /** Where the user entered the setup flow from ('first_time_summary'). */
  setupEntryPoint: 'setupFlowEntryPoint',
  /** Superuser developer tools: show the summary whatever its conditions (spec 001 §2). */
  devToggle: 'devToggleFirstTimeSummary',
} as const;

/** Why the summary was dismissed (spec 001 §4): the user closed it, or chose 'Get Protected'. */
export type DismissReason = 'manual' | 'continue_setup';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(entries: Record<string, string>): void {
  try {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  } catch {
    // Storage refused: the dismissal holds for this page only.
  }
}

export function isSummaryDismissed(): boolean {
  return read(SUMMARY_KEYS.dismissed) === 'true';
}

/** Stores the dismissal with its reason and ISO date (spec 001 §4). */
export function storeSummaryDismissal(reason: DismissReason, now: Date = new Date()): void {
  write({
    [SUMMARY_KEYS.dismissed]: 'true',
    [SUMMARY_KEYS.reason]: reason,
    [SUMMARY_KEYS.date]: now.toISOString(),
  });
}

/** 'Get Protected' records where the setup flow was entered from (spec 001 §4). */
export function storeSetupEntryPoint(): void {
  write({ [SUMMARY_KEYS.setupEntryPoint]: 'first_time_summary' });
}

export function isSummaryForcedByDevTools(): boolean {
  return read(SUMMARY_KEYS.devToggle) === 'true';
}

/** Developer tools: flips the toggle that shows the summary whatever its conditions. */
export function toggleSummaryForcedByDevTools(): void {
  write({ [SUMMARY_KEYS.devToggle]: isSummaryForcedByDevTools() ? 'false' : 'true' });
}

/** Developer tools: forgets the dismissal, its reason and date. */
export function clearSummaryDismissal(): void {
  try {
    for (const key of [SUMMARY_KEYS.dismissed, SUMMARY_KEYS.reason, SUMMARY_KEYS.date])
      localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing is stored to clear.
  }
}

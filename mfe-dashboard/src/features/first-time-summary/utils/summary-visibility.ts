/** What decides whether the first-time summary shows (spec 001 §4 "First-time user and summary"). */
export type SummaryConditions = {
  /** Joined at most 30 days ago. */
  firstTime: boolean;
  /** The user has a stored dark web scan; null while scans load or when they failed to load. */
  scanDone: boolean | null;
  dismissed: boolean;
  /** Email or phone verification not configured. */
  setupIncomplete: boolean;
  /** The developer-tools toggle forces it on (spec 001 §2). */
  forced: boolean;
};

/** The summary is shown, hidden, its scans are still loading, or could not be loaded. */
export type SummaryState = 'visible' | 'hidden' | 'loading' | 'error';

/**
 * Whether the first-time summary shows (spec 001 §4): only for a first-time user who has done the
 * first scan, has not dismissed it, and has incomplete setup. The developer toggle shows it
 * whatever the conditions, as long as there is a scan to summarise. Until the scans are known it
 * is 'loading' when it could show; `scansFailed` then makes it 'error' ('Unable to load your scan
 * results', spec 001 §8) rather than silently hidden.
 */
export function summaryState(conditions: SummaryConditions, scansFailed: boolean): SummaryState {
  const { firstTime, scanDone, dismissed, setupIncomplete, forced } = conditions;
  const eligible = forced || (firstTime && !dismissed && setupIncomplete);
  if (!eligible) return 'hidden';
  if (scanDone === null) return scansFailed ? 'error' : 'loading';
  return scanDone ? 'visible' : 'hidden';
}

import { useCallback, useState } from 'react';
import { isSummaryDismissed, storeSummaryDismissal, type DismissReason } from '../../../lib/summary-flags';

/**
 * Whether the first-time summary was dismissed (the onboarding state's hasDismissedDarkWebSummary,
 * spec 001 §3), read from localStorage once; `dismiss` stores it with its reason and date and
 * updates the dashboard at once (spec 001 §4 "The dashboard then marks the summary as dismissed").
 */
export function useSummaryDismissal() {
  const [dismissed, setDismissed] = useState(isSummaryDismissed);
  const dismiss = useCallback((reason: DismissReason) => {
    storeSummaryDismissal(reason);
    setDismissed(true);
  }, []);
  return { dismissed, dismiss };
}

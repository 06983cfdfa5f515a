import { useRef } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
import { useStartScanMutation } from '@lifeguard/shared/darkweb/scans-api';
import { normalizeError, type NormalizedError } from '@lifeguard/shared/errors/normalize-error';

export type StartScan = {
  /** Starts a saved scan; ignored while one runs (spec 001 §4 "Dark web scan"). */
  start: () => void;
  isScanning: boolean;
  /** The last scan's failure, cleared when the next one starts. */
  error: NormalizedError | null;
};

/**
 * Start New Scan (spec 001 §2, §4): POST /dehashed/api/search/ `{save_results: true}` through
 * the shared scans api, whose success refreshes the scans, integrations, threats, action items
 * and notifications. A ref guards against a second request between the click and the re-render.
 * Tracks 'dark web scan started', 'dark web scan completed' `{total_results}` and
 * 'dark web scan failed' `{code}` (spec 001 §7 "Other").
 */
export function useStartScan(): StartScan {
  const [startScan, { isLoading, error }] = useStartScanMutation();
  const running = useRef(false);

  const start = () => {
    if (running.current) return;
    running.current = true;
    track('dark web scan started');
    startScan()
      .unwrap()
      .then(
        (scan) => track('dark web scan completed', { total_results: scan.total_results }),
        (failure: unknown) => track('dark web scan failed', { code: normalizeError(failure).code }),
      )
      .finally(() => {
        running.current = false;
      });
  };

  return { start, isScanning: isLoading, error: error ? normalizeError(error) : null };
}

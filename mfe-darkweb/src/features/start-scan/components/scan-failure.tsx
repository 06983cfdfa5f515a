import { SCAN_FAILED_MESSAGE } from '@lifeguard/contracts/darkweb';
import { UNEXPECTED_ERROR_MESSAGE } from '@lifeguard/contracts/errors';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { LoadError } from '@lifeguard/shared/ui/load-error';

export type ScanFailureProps = { error: NormalizedError; onRetry: () => void };

/**
 * A failed scan (spec 001 §8 "Scan"): the catalogue text with Try Again, plus the server's reason when it
 * says more (e.g. the per-user scan rate limit).
 */
export function ScanFailure({ error, onRetry }: ScanFailureProps) {
  const reason = error.message === UNEXPECTED_ERROR_MESSAGE ? undefined : error.message;
  return <LoadError title={SCAN_FAILED_MESSAGE} message={reason} onRetry={onRetry} retryLabel="Retry" />;
}

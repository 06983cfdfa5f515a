import { UNEXPECTED_ERROR_MESSAGE, type NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { ErrorPanel } from '../../../components/error-panel';

/** Spec 001 §8 "Scan". */
export const SCAN_FAILED = 'Failed to perform scan. Please try again.';

export type ScanFailureProps = { error: NormalizedError; onRetry: () => void };

/**
 * A failed scan (spec 001 §8): the catalogue text with Retry, plus the server's reason when it
 * says more (e.g. the per-user scan rate limit).
 */
export function ScanFailure({ error, onRetry }: ScanFailureProps) {
  const reason = error.message === UNEXPECTED_ERROR_MESSAGE ? undefined : error.message;
  return <ErrorPanel title={SCAN_FAILED} message={reason} onRetry={onRetry} />;
}

import { useGetScansQuery } from '@lifeguard/shared/darkweb/scans-api';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { LatestScanCard } from '../features/latest-scan/components/latest-scan-card';
import { ScanHistoryTable } from '../features/scan-history/components/scan-history-table';

/** Texts of spec 001 §8: the scan page error, and the store's scan history error under it. */
export const RESULTS_FAILED = 'Error loading scan results';
export const HISTORY_FAILED = 'Failed to load scan history. Please try again.';

export type ScanResultsProps = { isSuperuser: boolean };

/**
 * The user's scans (GET /dehashed/api/scans/, spec 001 §7): placeholders while they load, the
 * error with Try Again, else the latest scan card (when there is one) and the history table.
 */
export function ScanResults({ isSuperuser }: ScanResultsProps) {
  const { data: scans, isLoading, isError, isFetching, refetch } = useGetScansQuery();
  if (isLoading) return <Skeleton count={3} label="Loading scan history..." />;
  if (isError || !scans) {
    return (
      <LoadError
        title={RESULTS_FAILED}
        message={HISTORY_FAILED}
        onRetry={refetch}
        retrying={isFetching}
        retryLabel="Retry"
      />
    );
  }
  return (
    <>
      {scans[0] ? <LatestScanCard scan={scans[0]} /> : null}
      <ScanHistoryTable scans={scans} isSuperuser={isSuperuser} />
    </>
  );
}

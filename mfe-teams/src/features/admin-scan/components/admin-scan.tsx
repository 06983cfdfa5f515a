import { Alert } from '@lifeguard/shared/ui/alert';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { hasStatus, NoAccess } from '../../../components/no-access';
import { useGetAdminScanQuery } from '../api/get-admin-scan';
import { FoundValues } from './found-values';
import { ScanSummary } from './scan-summary';

export type AdminScanContentProps = {
  /** The scan's id from the path, or null when the path holds none. */
  scanId: number | null;
};

/** What an unknown scan (or a path without a scan id) shows. */
export const SCAN_NOT_FOUND = 'Scan not found.';

/**
 * The read-only admin view of a stored scan (spec 001 §2; issue 13): its summary and the masked
 * values it found. A placeholder while loading; the refusal on 403, 'Scan not found.' on 404 (or
 * 400, an id out of range), else an error with Try Again.
 */
export function AdminScanContent({ scanId }: AdminScanContentProps) {
  const query = useGetAdminScanQuery(scanId ?? 0, { skip: scanId === null });
  // 400: an id beyond the server's range, which no scan has.
  const notFound = scanId === null || hasStatus(query.error, 404) || hasStatus(query.error, 400);
  if (notFound) return <Alert variant="warning">{SCAN_NOT_FOUND}</Alert>;
  if (query.isLoading) return <Skeleton count={2} label="Loading the scan..." />;
  if (hasStatus(query.error, 403)) return <NoAccess />;
  if (!query.data) {
    return (
      <LoadError
        title="Unable to load the scan."
        message="Please try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <>
      <ScanSummary adminScan={query.data} />
      <FoundValues scan={query.data.scan} />
    </>
  );
}

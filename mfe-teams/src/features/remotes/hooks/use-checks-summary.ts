import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { checkRemoteApi } from '../api/check-remote';

/**
 * One line on the checks of `entries` (manifest URLs), for a status region: 'Checking...' while
 * any is being measured, then 'N of M reachable.'.
 */
export function useChecksSummary(entries: readonly string[]): string {
  return useAppSelector((state) => {
    const checks = entries.map((entry) => checkRemoteApi.endpoints.checkRemote.select(entry)(state));
    // The query never fails (an unreachable remote is a result), so anything but success is pending.
    if (checks.some((check) => !check.isSuccess)) return 'Checking...';
    const reachable = checks.filter((check) => check.data?.reachable).length;
    return `${reachable} of ${entries.length} reachable.`;
  });
}

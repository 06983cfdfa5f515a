import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { FirstTimeSummary } from '../features/first-time-summary/components/first-time-summary';
import { SummaryError } from '../features/first-time-summary/components/summary-error';
import type { DashboardState } from './use-dashboard-state';

export type DashboardSummaryProps = { state: DashboardState };

/**
 * The first-time summary's place on the dashboard (spec 001 §4): a placeholder while the scans
 * it depends on load, the failure with Try Again (scans and integrations fetched together), the
 * summary itself, or nothing.
 */
export function DashboardSummary({ state }: DashboardSummaryProps) {
  switch (state.summary) {
    case 'loading':
      return <Skeleton variant="generic" label="Loading your scan results..." />;
    case 'error':
      return <SummaryError onRetry={() => void state.retrySummary()} retrying={state.summaryRetrying} />;
    case 'visible':
      return state.latestScan ? (
        <FirstTimeSummary scan={state.latestScan} onDismiss={state.dismissSummary} />
      ) : null;
    default:
      return null;
  }
}

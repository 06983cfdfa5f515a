import { useState } from 'react';
import { useGetScansQuery } from '@lifeguard/shared/darkweb/scans-api';
import type { User } from '@lifeguard/shared/session/user';
import { useSummaryDismissal } from '../features/first-time-summary/hooks/use-summary-dismissal';
import { summaryState } from '../features/first-time-summary/utils/summary-visibility';
import type { GreetingContext } from '../features/greeting/hooks/use-greeting';
import { useNow } from '../features/greeting/hooks/use-now';
import { greetingIntegrations } from '../features/greeting/utils/greeting-for';
import { useGetIntegrationsQuery } from '../features/integrations/api/get-integrations';
import { isIntegrationComplete } from '../features/integrations/utils/integration-status';
import { isFirstTimeUser } from '../lib/first-time-user';
import { isSummaryForcedByDevTools } from '../lib/summary-flags';
import { dashboardBlocks } from './dashboard-blocks';

/**
 * The dashboard's state from its data (spec 001 §4): the integrations (loaded by the
 * initializer), the user's scans, the summary's dismissal and the clock give the first-time
 * summary's state, the greeting's context and which blocks show. The greeting waits for the
 * scans (`greetingReady`) so it does not change its mind when they arrive.
 */
export function useDashboardState(user: User) {
  const integrationsQuery = useGetIntegrationsQuery();
  const scansQuery = useGetScansQuery();
  const dismissal = useSummaryDismissal();
  const [forced] = useState(isSummaryForcedByDevTools);
  const now = useNow();

  const integrations = integrationsQuery.data ?? [];
  const scans = scansQuery.data;
  const latestScan = scans?.[0] ?? null;
  const firstTime = isFirstTimeUser(user.dateJoined, now);
  const facts = greetingIntegrations(integrations);
  const summary = summaryState(
    {
      firstTime,
      scanDone: scans ? scans.length > 0 : null,
      dismissed: dismissal.dismissed,
      setupIncomplete: !facts.emailConfigured || !facts.phoneVerificationConfigured,
      forced,
    },
    scansQuery.isError,
  );
  const summaryFlags = { visible: summary === 'visible', dismissed: dismissal.dismissed };
  const greeting: GreetingContext = {
    integrations: facts,
    summary: summaryFlags,
    latestScan: latestScan && { totalResults: latestScan.total_results },
  };

  return {
    integrations,
    integrationsError: integrationsQuery.error,
    refetchIntegrations: integrationsQuery.refetch,
    allActive: integrations.length > 0 && integrations.every(isIntegrationComplete),
    latestScan,
    summary,
    dismissSummary: dismissal.dismiss,
    retrySummary: () => Promise.all([scansQuery.refetch(), integrationsQuery.refetch()]),
    summaryRetrying: scansQuery.isFetching,
    greeting,
    greetingReady: !scansQuery.isLoading,
    blocks: dashboardBlocks({ integrations, summary: summaryFlags, firstTime }),
  };
}

/** What {@link useDashboardState} gives the dashboard's blocks. */
export type DashboardState = ReturnType<typeof useDashboardState>;

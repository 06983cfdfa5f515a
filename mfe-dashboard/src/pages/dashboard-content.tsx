import { protectionScore } from '@lifeguard/contracts/protection-score';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { AccountFacts } from '../features/account/components/account-facts';
import { ActionItemsPanel } from '../features/action-items/components/action-items-panel';
import { CelebrationModal } from '../features/celebration/components/celebration-modal';
import { DevToolsPanel } from '../features/dev-tools/components/dev-tools-panel';
import { GreetingHeadline } from '../features/greeting/components/greeting-headline';
import { IntegrationStatusBar } from '../features/integrations/components/integration-status-bar';
import { IntegrationsErrorBanner } from '../features/integrations/components/integrations-error-banner';
import { useIntegrationSetup } from '../features/integrations/hooks/use-integration-setup';
import { useIntegrationStatusRecheck } from '../features/integrations/hooks/use-status-recheck';
import { LearningContent } from '../features/learning/components/learning-content';
import { NotificationsPanel } from '../features/notifications/components/notifications-panel';
import { ProtectionProgress } from '../features/protection-score/components/protection-progress';
import { ProtectionRing } from '../features/protection-score/components/protection-ring';
import { QuickSetupList } from '../features/quick-setup/components/quick-setup-list';
import { ThreatTimeline } from '../features/threat-timeline/components/threat-timeline';
import { WelcomeBanner } from '../features/welcome-banner/components/welcome-banner';
import { WelcomeModal } from '../features/welcome-modal/components/welcome-modal';
import { DashboardColumns, StyledColumn } from './dashboard-columns';
import { DashboardSummary } from './dashboard-summary';
import { useDashboardState } from './use-dashboard-state';

export type DashboardContentProps = { user: User };

// A reminder, not the dashboard's substance: it loads after the dashboard, when it may show.
const OnboardingReminder = lazy(async () => ({
  default: (await import('../features/onboarding-reminder/components/onboarding-reminder'))
    .OnboardingReminder,
}));

const StyledGreetingPlaceholder = styled.div`
  max-width: ${({ theme }) => theme.widths.narrow};
`;

/**
 * The loaded dashboard (spec 001 §2): the greeting, the first-time summary, quick setup or the
 * integration status bar with the protection score, the welcome banner and the Activity timeline
 * as §4's rules decide. The onboarding reminder (spec 000 §2) comes with the status bar: that
 * shows once nothing is left unconfigured, so quick setup is gone, yet a required protection may
 * still be off (turned off, the extension silent, the mailbox's first sync), which the tiles
 * show but do not explain; the reminder names them with their setup links. Action items,
 * notifications, learning content and the account beside them; the welcome and celebration
 * modals; developer tools for superusers. Integration statuses are re-checked every 30 s while
 * any is incomplete.
 */
export function DashboardContent({ user }: DashboardContentProps) {
  const state = useDashboardState(user);
  const setup = useIntegrationSetup();
  useIntegrationStatusRecheck();
  const { blocks, integrations } = state;
  return (
    <DashboardColumns>
      <StyledColumn>
        {state.greetingReady ? (
          <GreetingHeadline context={state.greeting} />
        ) : (
          <StyledGreetingPlaceholder>
            <Skeleton label="Loading your dashboard..." />
          </StyledGreetingPlaceholder>
        )}
        {state.integrationsError ? (
          <IntegrationsErrorBanner
            error={state.integrationsError}
            onRetry={() => void state.refetchIntegrations()}
          />
        ) : null}
        <DashboardSummary state={state} />
        {blocks.quickSetup ? (
          <QuickSetupList
            items={integrations.filter((i) => !i.is_configured)}
            onSetUp={(integration) => void setup.setUp(integration)}
            pendingId={setup.pendingId}
            progress={<ProtectionProgress integrations={integrations} />}
          />
        ) : null}
        {blocks.statusBar ? (
          <>
            <IntegrationStatusBar
              integrations={integrations}
              score={<ProtectionRing score={protectionScore(integrations)} />}
            />
            <Suspense fallback={null}>
              <OnboardingReminder />
            </Suspense>
          </>
        ) : null}
        {blocks.welcomeBanner ? (
          <WelcomeBanner
            latestScan={
              state.greetingReady
                ? state.latestScan && { totalResults: state.latestScan.total_results }
                : undefined
            }
          />
        ) : null}
        {blocks.threatTimeline ? <ThreatTimeline /> : null}
        {user.isSuperuser ? <DevToolsPanel /> : null}
      </StyledColumn>
      <StyledColumn as="aside" aria-label="Your tasks and updates">
        <ActionItemsPanel />
        <NotificationsPanel />
        <LearningContent />
        <AccountFacts user={user} />
      </StyledColumn>
      <WelcomeModal />
      <CelebrationModal allActive={state.allActive} />
    </DashboardColumns>
  );
}

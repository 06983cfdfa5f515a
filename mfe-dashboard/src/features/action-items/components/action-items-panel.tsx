import { useState } from 'react';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { ActionStatus } from '../../../components/action-status';
import { Panel, StyledPanelList, StyledPanelNote } from '../../../components/panel';
import { StyledCountPill } from '../../../components/pill';
import { QueryContent } from '../../../components/query-content';
import { useAnnouncedAction } from '../../../hooks/use-announced-action';
import { useCompleteActionItemMutation } from '../api/complete-action-item';
import { useGetActionItemsQuery, type ActionItem } from '../api/get-action-items';
import { ActionItemRow } from './action-item-row';
import { CompletedActionItems } from './completed-action-items';
import { PhoneFlowOutcomeAlert, type PhoneFlowOutcome } from './phone-flow-outcome';

export const actionItemsTexts = {
  empty: "You're all caught up.",
  loadFailed: 'Unable to load your action items',
  completeFailed: "We couldn't mark that item complete. Please try again.",
};

/**
 * The action items panel (spec 001 §1, §4, §7): open items first, each with Complete (moved to
 * completed at once, put back if the server refuses) and, where the app has one, the screen that
 * does it, or for phone verification and the Do Not Call Registry a flow in place whose outcome
 * stays shown once its item is completed; completed items behind a toggle. Skeleton while
 * loading, Try Again on failure, and an announcement of each completion. Self-contained:
 * fetches its own data.
 */
export function ActionItemsPanel() {
  const query = useGetActionItemsQuery();
  const [complete, completion] = useCompleteActionItemMutation();
  const action = useAnnouncedAction(
    (item: ActionItem) => complete(item.id).unwrap(),
    (item) => `Marked "${item.title}" complete.`,
  );
  const open = query.data?.filter((item) => !item.completed) ?? [];
  const done = query.data?.filter((item) => item.completed) ?? [];
  const [phoneOutcome, setPhoneOutcome] = useState<PhoneFlowOutcome | null>(null);

  return (
    <Panel
      title="Action items"
      badge={open.length > 0 ? <StyledCountPill>{`${open.length} to do`}</StyledCountPill> : null}
    >
      <QueryContent
        query={query}
        placeholder={<Skeleton variant="action-item" count={3} label="Loading your action items..." />}
        errorTitle={actionItemsTexts.loadFailed}
      >
        <ActionStatus
          announcement={action.announcement}
          failure={action.failed ? actionItemsTexts.completeFailed : null}
          onDismiss={action.dismiss}
        />
        {phoneOutcome ? (
          <PhoneFlowOutcomeAlert outcome={phoneOutcome} onClose={() => setPhoneOutcome(null)} />
        ) : null}
        {open.length === 0 ? (
          <StyledPanelNote>{actionItemsTexts.empty}</StyledPanelNote>
        ) : (
          <StyledPanelList aria-label="Open action items">
            {open.map((item) => (
              <ActionItemRow
                key={item.id}
                item={item}
                busy={completion.isLoading && completion.originalArgs === item.id}
                onComplete={action.run}
                onFlowDone={setPhoneOutcome}
              />
            ))}
          </StyledPanelList>
        )}
        {done.length > 0 ? <CompletedActionItems items={done} /> : null}
      </QueryContent>
    </Panel>
  );
}

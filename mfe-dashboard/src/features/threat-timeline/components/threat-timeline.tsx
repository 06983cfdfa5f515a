import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { Panel, StyledPanelList, StyledPanelNote } from '../../../components/panel';
import { useThreatTimeline } from '../hooks/use-threat-timeline';
import { ThreatTimelineError } from './threat-timeline-error';
import { ThreatTimelineItem } from './threat-timeline-item';

/** The empty state of the timeline. */
export const EMPTY_TIMELINE =
  'No threats detected yet. When Lifeguard blocks something, it will show up here.';

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The Threat Timeline titled Activity (spec 001 §2, §9): the user's threat events newest first,
 * 5 at first and 5 more per Load More, refreshed every 5 minutes; a skeleton while loading, the
 * error view of §8 when nothing could be loaded, an empty state when there is nothing yet.
 * Self-contained: fetches its own data (GET /threats/api/events/).
 */
export function ThreatTimeline() {
  const timeline = useThreatTimeline();
  const now = new Date();
  if (timeline.isLoading) {
    return (
      <Panel title="Activity">
        <Skeleton variant="generic" count={3} label="Loading your activity..." />
      </Panel>
    );
  }
  const error = timeline.isError ? (
    <ThreatTimelineError
      onRetry={timeline.refetch}
      retrying={timeline.isFetching}
      requestId={timeline.requestId}
    />
  ) : null;
  return (
    <Panel title="Activity">
      {timeline.events.length === 0 ? (
        (error ?? <StyledPanelNote>{EMPTY_TIMELINE}</StyledPanelNote>)
      ) : (
        <>
          <StyledPanelList as="ol" aria-label="Threat events">
            {timeline.events.map((event) => (
              <ThreatTimelineItem key={event.id} event={event} now={now} />
            ))}
          </StyledPanelList>
          {error}
          <StyledFooter>
            <span role="status">{`Showing ${timeline.events.length} of ${timeline.total}`}</span>
            {timeline.canLoadMore ? (
              <Button variant="secondary" busy={timeline.isFetchingNextPage} onClick={timeline.loadMore}>
                Load More
              </Button>
            ) : null}
          </StyledFooter>
        </>
      )}
    </Panel>
  );
}

import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import type { BreachEntriesState } from '../hooks/use-breach-entries';
import { BreachEntryCard } from './breach-entry-card';

/** Texts of spec 001 §8 "Scan page" and "Breach data". */
export const NO_ENTRIES = 'No detailed breach data available for this scan';
export const ENTRIES_NOT_LOADED = 'No breach entries loaded for this scan';
export const ENTRIES_FAILED = 'Failed to load breach data. Please try again.';

export type BreachEntriesPanelProps = {
  state: BreachEntriesState;
  onLoad: () => void;
  /** Names the scrolling region, e.g. 'Breach entries of the scan of Mar 1, 2025'. */
  label: string;
};

const StyledScroll = styled.div`
  max-height: ${({ theme }) => theme.breachPanelMaxHeight};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A scan's breach entries in each state of spec 001 §8: not loaded (with Load Breach Entries),
 * loading, failed (with Try Again), none, or the entries in a panel scrolling at 15rem (spec 001 §9),
 * focusable so the keyboard can scroll it.
 */
export function BreachEntriesPanel({ state, onLoad, label }: BreachEntriesPanelProps) {
  switch (state.status) {
    case 'not-loaded':
      return (
        <div>
          <StyledNote>{ENTRIES_NOT_LOADED}</StyledNote>
          <Button variant="secondary" onClick={onLoad}>
            Load Breach Entries
          </Button>
        </div>
      );
    case 'loading':
      return <Skeleton count={2} label="Loading breach entries..." />;
    case 'error':
      return <LoadError title={ENTRIES_FAILED} onRetry={onLoad} retryLabel="Retry" />;
    case 'loaded':
      if (state.entries.length === 0) return <StyledNote>{NO_ENTRIES}</StyledNote>;
      return (
        <StyledScroll role="region" aria-label={label} tabIndex={0}>
          {state.entries.map((entry) => (
            <BreachEntryCard key={entry.id} entry={entry} />
          ))}
        </StyledScroll>
      );
  }
}

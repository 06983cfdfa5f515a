import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { Panel, StyledPanelList, StyledPanelNote, panelRow } from '../../../components/panel';

/** What the list shows of an unconfigured integration (spec 001 §3). */
export type QuickSetupItem = { id: number; display_name: string; description: string };

export type QuickSetupListProps<Item extends QuickSetupItem> = {
  items: Item[];
  /** Runs the setup of an item (spec 001 §4 "Integration setup"). */
  onSetUp: (item: Item) => void;
  /** The item whose setup is running, its button busy. */
  pendingId: number | null;
  /** Shown under the title, e.g. the protection progress bar. */
  progress?: ReactNode;
};

const StyledItem = styled.li`
  ${panelRow}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * The quick-setup list (spec 001 §2): each unconfigured integration with its description and a
 * 'Set up' button (named after it for screen readers) that runs its setup.
 */
export function QuickSetupList<Item extends QuickSetupItem>({
  items,
  onSetUp,
  pendingId,
  progress,
}: QuickSetupListProps<Item>) {
  return (
    <Panel title="Finish setting up your protection">
      <StyledPanelNote>
        {items.length === 1 ? 'One protection still needs' : `${items.length} protections still need`} your
        attention.
      </StyledPanelNote>
      {progress}
      <StyledPanelList aria-label="Protections to set up">
        {items.map((item) => (
          <StyledItem key={item.id}>
            <div>
              <h3>{item.display_name}</h3>
              <p>{item.description}</p>
            </div>
            <Button
              onClick={() => onSetUp(item)}
              busy={pendingId === item.id}
              aria-label={`Set up ${item.display_name}`}
            >
              Set up
            </Button>
          </StyledItem>
        ))}
      </StyledPanelList>
    </Panel>
  );
}

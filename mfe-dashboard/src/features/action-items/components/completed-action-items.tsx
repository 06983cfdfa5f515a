import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { StyledPanelList } from '../../../components/panel';
import type { ActionItem } from '../api/get-action-items';

const completedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const StyledDone = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  s {
    text-decoration-thickness: 1px;
  }
`;

export type CompletedActionItemsProps = { items: ActionItem[] };

/** The completed action items behind a toggle, collapsed at first, each with its completion date. */
export function CompletedActionItems({ items }: CompletedActionItemsProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div>
      <Button variant="ghost" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {`Completed (${items.length})`}
      </Button>
      {open ? (
        <StyledPanelList id={listId} aria-label="Completed action items">
          {items.map((item) => (
            <StyledDone key={item.id}>
              <s>{item.title}</s>
              {item.completed_at ? (
                <time dateTime={item.completed_at}>{completedOn.format(new Date(item.completed_at))}</time>
              ) : null}
            </StyledDone>
          ))}
        </StyledPanelList>
      ) : null}
    </div>
  );
}

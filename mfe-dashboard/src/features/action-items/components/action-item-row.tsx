import styled from 'styled-components';
import { Button, ButtonLink } from '@lifeguard/shared/ui/button';
import { panelRow } from '../../../components/panel';
import { pillShape } from '../../../components/pill';
import type { ActionItem } from '../api/get-action-items';
import { itemAction } from '../utils/item-action';

const PRIORITY_TONES = { high: 'danger', medium: 'warning', low: 'info' } as const;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${panelRow}
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledText = styled.div`
  flex: 1 1 16rem;
`;

const StyledTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledPriority = styled.span<{ $priority: ActionItem['priority'] }>`
  ${pillShape}
  background: ${({ theme, $priority }) => theme.color[`${PRIORITY_TONES[$priority]}Bg`]};
  color: ${({ theme, $priority }) => theme.color[PRIORITY_TONES[$priority]]};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export type ActionItemRowProps = { item: ActionItem; busy: boolean; onComplete: (item: ActionItem) => void };

/** An open action item: title, priority, description, the screen that does it, and Complete. */
export function ActionItemRow({ item, busy, onComplete }: ActionItemRowProps) {
  const action = itemAction(item);
  return (
    <StyledRow>
      <StyledText>
        <StyledTitle>
          <h3>{item.title}</h3>
          <StyledPriority $priority={item.priority}>{`${item.priority} priority`}</StyledPriority>
        </StyledTitle>
        {item.description ? <p>{item.description}</p> : null}
      </StyledText>
      <StyledActions>
        {action ? <ButtonLink to={action.href}>{action.label}</ButtonLink> : null}
        <Button
          variant="secondary"
          busy={busy}
          aria-label={`Complete: ${item.title}`}
          onClick={() => onComplete(item)}
        >
          Complete
        </Button>
      </StyledActions>
    </StyledRow>
  );
}

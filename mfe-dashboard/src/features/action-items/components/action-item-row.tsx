import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '@lifeguard/shared/ui/button';
import { panelRow } from '../../../components/panel';
import { pillShape } from '../../../components/pill';
import type { ActionItem } from '../api/get-action-items';
import { itemAction } from '../utils/item-action';
import { PhoneItemFlow } from './phone-item-flow';
import type { PhoneFlowOutcome } from './phone-flow-outcome';

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

const StyledFlow = styled.div`
  flex: 1 1 100%;
`;

export type ActionItemRowProps = {
  item: ActionItem;
  busy: boolean;
  onComplete: (item: ActionItem) => void;
  /** A phone flow of the item succeeded (the item is completed by it). */
  onFlowDone: (outcome: PhoneFlowOutcome) => void;
};

/**
 * An open action item: title, priority, description, how it gets done (a link to its screen,
 * or a button opening its phone flow in place), and Complete.
 */
export function ActionItemRow({ item, busy, onComplete, onFlowDone }: ActionItemRowProps) {
  const action = itemAction(item);
  const [flowOpen, setFlowOpen] = useState(false);
  const flowId = useId();
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
        {action?.kind === 'link' ? <ButtonLink to={action.href}>{action.label}</ButtonLink> : null}
        {action?.kind === 'flow' ? (
          <Button aria-expanded={flowOpen} aria-controls={flowId} onClick={() => setFlowOpen(!flowOpen)}>
            {action.label}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          busy={busy}
          aria-label={`Complete: ${item.title}`}
          onClick={() => onComplete(item)}
        >
          Complete
        </Button>
      </StyledActions>
      {action?.kind === 'flow' && flowOpen ? (
        <StyledFlow id={flowId}>
          <PhoneItemFlow flow={action.flow} item={item} onDone={onFlowDone} />
        </StyledFlow>
      ) : null}
    </StyledRow>
  );
}

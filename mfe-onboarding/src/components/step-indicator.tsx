import styled from 'styled-components';
import type { StepPosition } from '../stores/registration-draft';

/** The four stages of registration (spec 000 §2 "Registration step indicator labels"). */
export const STAGES = ['Create Account', 'Name', 'Onboarding', 'Complete'] as const;

/** The stage a step belongs to: 1, 2, 3 (with 3.5 and 3.75), 4. */
function stageIndexOf({ step }: StepPosition): number {
  return Math.min(Math.floor(step), STAGES.length) - 1;
}

const StyledList = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const StyledStage = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 4px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.color.border : theme.color.primary)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.color.text : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $state }) =>
    $state === 'current' ? theme.font.weight.bold : theme.font.weight.regular};
`;

export type StepIndicatorProps = { position: StepPosition };

/** Where the user is in registration: an ordered list, the current stage marked `aria-current="step"`. */
export function StepIndicator({ position }: StepIndicatorProps) {
  const current = stageIndexOf(position);
  return (
    <nav aria-label="Registration progress">
      <StyledList>
        {STAGES.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <StyledStage key={label} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {label}
              {state === 'done' ? <span className="visually-hidden"> (completed)</span> : null}
            </StyledStage>
          );
        })}
      </StyledList>
    </nav>
  );
}

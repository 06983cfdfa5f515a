import { useId } from 'react';
import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import type { ChoiceOption } from '../utils/questionnaire-steps';

const StyledCard = styled.label<{ $checked: boolean; $dimmed: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  ${cardSurface}
  border-color: ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.color.infoBg : theme.color.surface)};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.5 : 1)};
  cursor: ${({ $dimmed }) => ($dimmed ? 'not-allowed' : 'pointer')};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input {
    margin-top: ${({ theme }) => theme.space.xs};
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const StyledDescription = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export type ChoiceCardProps = {
  option: ChoiceOption;
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  /** At the limit: shown faded and announced as unavailable; a click only reports the limit. */
  dimmed: boolean;
  onToggle: () => void;
};

/** One answer as a card: a native checkbox or radio named by its label, described by its description. */
export function ChoiceCard({ option, type, name, checked, dimmed, onToggle }: ChoiceCardProps) {
  const id = useId();
  return (
    <StyledCard $checked={checked} $dimmed={dimmed}>
      <input
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        onChange={onToggle}
        aria-disabled={dimmed || undefined}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
      />
      <span>
        <StyledTitle id={`${id}-label`}>{option.label}</StyledTitle>
        <StyledDescription id={`${id}-description`}>{option.description}</StyledDescription>
      </span>
    </StyledCard>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import type { SensitiveField } from '../utils/sensitive-fields';

export type SensitiveValueProps = {
  value: string;
  field: SensitiveField;
  /** Whose value it is, for the button's name: 'LinkedIn' → 'Show password for LinkedIn'. */
  owner: string;
};

const StyledValue = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  code {
    overflow-wrap: anywhere;
  }
`;

const StyledToggle = styled.button`
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:focus-visible {
    ${focusRing()}
  }
`;

/**
 * A sensitive value masked by its rule (spec 001 §9) until the user presses Show, for this one
 * value only; Hide masks it again. A toggle button (aria-pressed) with a name saying what it shows.
 */
export function SensitiveValue({ value, field, owner }: SensitiveValueProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <StyledValue>
      <code>{revealed ? value : field.mask(value)}</code>
      <StyledToggle
        type="button"
        aria-pressed={revealed}
        aria-label={`Show ${field.label} for ${owner}`}
        onClick={() => setRevealed((shown) => !shown)}
      >
        {revealed ? 'Hide' : 'Show'}
      </StyledToggle>
    </StyledValue>
  );
}

import styled, { css } from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';

/**
 * How an {@link OptionList} lays its options out: `rows`, one bordered row each (a short label,
 * perhaps a note); `cards`, a roomy card each, with a title and a description; `inline`, plain
 * boxes side by side that wrap (short labels, e.g. mail folders).
 */
export type OptionLayout = 'rows' | 'cards' | 'inline';

type OptionLook = { $layout: OptionLayout; $checked: boolean; $disabled: boolean; $dimmed: boolean };

export const StyledOptionFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const StyledOptions = styled.div<{ $layout: OptionLayout }>`
  display: ${({ $layout }) => ($layout === 'inline' ? 'flex' : 'grid')};
  flex-wrap: wrap;
  gap: ${({ theme, $layout }) => ($layout === 'inline' ? `${theme.space.sm} ${theme.space.lg}` : theme.space.sm)};
`;

const boxed = css<OptionLook>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  border-color: ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $checked, $disabled }) =>
    $checked ? theme.color.infoBg : $disabled ? theme.color.surfaceMuted : theme.color.surface};
  &:focus-within {
    ${focusRing(2)}
  }
  input {
    flex-shrink: 0;
    width: 1.1rem;
    height: 1.1rem;
  }
`;

const looks = {
  rows: css<OptionLook>`
    border: 1px solid;
    border-radius: ${({ theme }) => theme.radius.md};
    ${boxed}
    align-items: center;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    input {
      margin: 0;
    }
  `,
  cards: css<OptionLook>`
    ${cardSurface}
    ${boxed}
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.md};
    input {
      margin: ${({ theme }) => theme.space.xs} 0 0;
    }
  `,
  inline: css`
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    input {
      width: 1rem;
      height: 1rem;
    }
  `,
};

export const StyledOption = styled.label<OptionLook>`
  ${({ $layout }) => looks[$layout]}
  color: ${({ theme }) => theme.color.text};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.5 : 1)};
  cursor: ${({ $disabled, $dimmed }) => ($disabled || $dimmed ? 'not-allowed' : 'pointer')};
  input {
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

export const StyledOptionTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledOptionMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

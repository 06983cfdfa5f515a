import styled, { css } from 'styled-components';

/**
 * `value`: found values, masked (contracts/masking), in monospace on the muted surface;
 * `warning`: breach sources (spec 001 §9), rounded, in the warning colours.
 */
export type ChipTone = 'value' | 'warning';

export type ChipListProps = {
  /** Names the list, e.g. 'Breach sources'. */
  label: string;
  items: readonly string[];
  tone?: ChipTone;
  /** How many items were left out: a last chip '+N more' when above 0. */
  more?: number;
};

const tones = {
  value: css`
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-family: monospace;
  `,
  warning: css`
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.warningBg};
    color: ${({ theme }) => theme.color.warning};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
};

const StyledChips = styled.ul<{ $tone: ChipTone }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    overflow-wrap: anywhere;
    ${({ $tone }) => tones[$tone]}
  }
`;

/** Short values as a wrapping row of chips, a list named by `label`. */
export function ChipList({ label, items, tone = 'value', more = 0 }: ChipListProps) {
  return (
    <StyledChips aria-label={label} $tone={tone}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
      {more > 0 ? <li>+{more} more</li> : null}
    </StyledChips>
  );
}

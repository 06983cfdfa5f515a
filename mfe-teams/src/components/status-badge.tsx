import styled from 'styled-components';

export type StatusBadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export type StatusBadgeProps = { tone: StatusBadgeTone; children: string };

const StyledBadge = styled.span<{ $tone: StatusBadgeTone }>`
  display: inline-block;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid currentcolor;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.surfaceMuted : theme.color[`${$tone}Bg`])};
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.textMuted : theme.color[$tone])};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

/**
 * A state in words on a tinted pill ('Primary', 'Unverified', 'This device', 'On', 'Unreachable'): the word
 * carries the meaning, the colour only repeats it (WCAG 1.4.1).
 */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return <StyledBadge $tone={tone}>{children}</StyledBadge>;
}

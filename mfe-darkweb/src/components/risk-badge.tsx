import styled, { css } from 'styled-components';
import type { RiskLevel } from '@lifeguard/contracts/darkweb';

export type RiskBadgeProps = { level: RiskLevel };

/** Each level's text colour and background, from the theme; critical is filled to stand out. */
const tones = {
  none: ['success', 'successBg'],
  low: ['info', 'infoBg'],
  medium: ['warning', 'warningBg'],
  high: ['danger', 'dangerBg'],
  critical: ['surface', 'danger'],
} as const;

const LABELS: Record<RiskLevel, string> = {
  none: 'No risk',
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
  critical: 'Critical risk',
};

const StyledBadge = styled.span<{ $level: RiskLevel }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  ${({ theme, $level }) => css`
    color: ${theme.color[tones[$level][0]]};
    background: ${theme.color[tones[$level][1]]};
  `}
`;

/** The risk level of a scan (spec 001 §4) as a coloured badge: 'No risk' … 'Critical risk'. */
export function RiskBadge({ level }: RiskBadgeProps) {
  return <StyledBadge $level={level}>{LABELS[level]}</StyledBadge>;
}

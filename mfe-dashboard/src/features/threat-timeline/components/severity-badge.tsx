import styled from 'styled-components';
import { pillShape } from '../../../components/pill';
import type { ThreatSeverity } from '../api/get-threat-events';

const LABELS: Record<ThreatSeverity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  info: 'Info',
};

const StyledBadge = styled.span<{ $severity: ThreatSeverity }>`
  ${pillShape}
  background: ${({ theme, $severity }) => theme.severity[$severity].background};
  color: ${({ theme, $severity }) => theme.severity[$severity].text};
`;

export type SeverityBadgeProps = { severity: ThreatSeverity };

/** A threat's severity (spec 001 §3) as a pill in the theme's severity colours, light and dark. */
export function SeverityBadge({ severity }: SeverityBadgeProps) {
  return (
    <StyledBadge $severity={severity}>
      <span className="visually-hidden">Severity: </span>
      {LABELS[severity]}
    </StyledBadge>
  );
}

import styled from 'styled-components';
import type { Integration } from '../api/integration';
import { tileLabel, type TileLabel } from '../utils/integration-status';

export type IntegrationStatusLabelProps = {
  integration: Pick<Integration, 'is_active' | 'is_configured' | 'health_status'>;
};

const TONE: Record<TileLabel, 'success' | 'warning' | 'danger' | 'textMuted'> = {
  Active: 'success',
  Warning: 'warning',
  Error: 'danger',
  Inactive: 'textMuted',
  Unknown: 'textMuted',
};

const StyledLabel = styled.span<{ $label: TileLabel }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $label }) => theme.color[TONE[$label]]};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::before {
    content: '';
    width: ${({ theme }) => theme.space.sm};
    height: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.round};
    background: currentColor;
  }
`;

/** An integration's tile label (spec 001 §4 label rule) in its tone, after a coloured dot. */
export function IntegrationStatusLabel({ integration }: IntegrationStatusLabelProps) {
  const label = tileLabel(integration);
  return <StyledLabel $label={label}>{label}</StyledLabel>;
}

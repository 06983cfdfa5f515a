import styled from 'styled-components';
import type { Integration } from '../api/integration';
import { tileLabel, type TileLabel } from '../utils/integration-status';

export type IntegrationTileProps = { integration: Integration };

const TONE: Record<TileLabel, 'success' | 'warning' | 'danger' | 'textMuted'> = {
  Active: 'success',
  Warning: 'warning',
  Error: 'danger',
  Inactive: 'textMuted',
  Unknown: 'textMuted',
};

const StyledTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

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

/** One integration tile: its display name and label (spec 001 §4 tile label rule). */
export function IntegrationTile({ integration }: IntegrationTileProps) {
  const label = tileLabel(integration);
  return (
    <StyledTile>
      <StyledName>{integration.display_name}</StyledName>
      <StyledLabel $label={label}>{label}</StyledLabel>
    </StyledTile>
  );
}

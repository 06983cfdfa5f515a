import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import type { Integration } from '../api/integration';
import { IntegrationStatusLabel } from './integration-status-label';

export type IntegrationTileProps = { integration: Integration };

const StyledTile = styled.li`
  ${stack('xs')}
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** One integration tile: its display name and label (spec 001 §4 tile label rule). */
export function IntegrationTile({ integration }: IntegrationTileProps) {
  return (
    <StyledTile>
      <StyledName>{integration.display_name}</StyledName>
      <IntegrationStatusLabel integration={integration} />
    </StyledTile>
  );
}

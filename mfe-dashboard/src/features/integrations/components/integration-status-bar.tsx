import type { ReactNode } from 'react';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { Panel } from '../../../components/panel';
import type { Integration } from '../api/integration';
import { IntegrationTile } from './integration-tile';

export type IntegrationStatusBarProps = {
  integrations: Integration[];
  /** The circular protection score beside the tiles. */
  score: ReactNode;
};

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledTiles = styled.ul`
  display: grid;
  flex: 1;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledManageLink = styled(TextLink)`
  align-self: flex-start;
`;

/**
 * The integration status bar (spec 001 §2): a grid of integration tiles plus the circular score,
 * and 'Manage protections', the way to the integrations overview.
 */
export function IntegrationStatusBar({ integrations, score }: IntegrationStatusBarProps) {
  return (
    <Panel title="Your protection">
      <StyledRow>
        <StyledTiles aria-label="Integrations">
          {integrations.map((integration) => (
            <IntegrationTile key={integration.id} integration={integration} />
          ))}
        </StyledTiles>
        {score}
      </StyledRow>
      <StyledManageLink to={hrefs.integrationsOverview()}>Manage protections</StyledManageLink>
    </Panel>
  );
}

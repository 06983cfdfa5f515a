import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { requestWelcomeModal } from '@lifeguard/shared/session/welcome-modal';
import { clearSummaryDismissal, toggleSummaryForcedByDevTools } from '../../../lib/summary-flags';
import { runDevAction } from '../utils/dev-actions';

const StyledPanel = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningBg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.warning};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The superusers' developer-tools panel (spec 001 §2): show the welcome modal (its session flag),
 * toggle the first-time summary (devToggleFirstTimeSummary shows it whatever its conditions),
 * clear its dismissal; the page reloads 100 ms after each. The caller shows
 * it to superusers only.
 */
export function DevToolsPanel() {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <h2 id={titleId}>Developer tools</h2>
      <div>
        <Button variant="secondary" onClick={() => runDevAction(requestWelcomeModal)}>
          Show welcome modal
        </Button>
        <Button variant="secondary" onClick={() => runDevAction(toggleSummaryForcedByDevTools)}>
          Toggle first-time summary
        </Button>
        <Button variant="secondary" onClick={() => runDevAction(clearSummaryDismissal)}>
          Clear summary dismissal
        </Button>
      </div>
    </StyledPanel>
  );
}

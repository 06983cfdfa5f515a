import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { stack } from '@lifeguard/shared/ui/card';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { StyledRowMeta, panelRow } from '../../../components/panel';
import { pillShape } from '../../../components/pill';
import { SETUP_HREFS } from '../../../lib/integration-types';
import { relativeTime } from '../../../lib/relative-time';
import type { OverviewIntegration, ProtectionEntry } from '../utils/protection-entries';
import { ProtectionActions, type ProtectionActionHandlers } from './protection-actions';

export type ProtectionRowProps<I extends OverviewIntegration> = {
  entry: ProtectionEntry<I>;
  /** The status label (spec 001 §4 label rule). */
  status: ReactNode;
  actions: ProtectionActionHandlers<I>;
};

const StyledRow = styled.li`
  ${stack('sm')}
  ${panelRow}
  padding: ${({ theme }) => theme.space.md};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledRequired = styled.span`
  ${pillShape}
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.info};
`;

/** When the protection was last checked (`last_synced_at`), relative to now. */
function LastChecked({ at }: { at: string | null }) {
  if (!at) return <span>Not checked yet</span>;
  return (
    <span>
      Last checked: <time dateTime={at}>{relativeTime(at)}</time>
    </span>
  );
}

/**
 * One protection of the overview: its name (a link to its screen where it has one), whether it
 * is required, its status, what it does, when it was last checked, its controls and the outcome
 * of the last one: a polite status line, or the server's refusal in a closable alert.
 */
export function ProtectionRow<I extends OverviewIntegration>({
  entry,
  status,
  actions,
}: ProtectionRowProps<I>) {
  const { integration, name } = entry;
  const href = SETUP_HREFS[entry.type];
  const feedback = integration ? actions.feedbackOf(integration.id) : null;
  return (
    <StyledRow aria-label={name}>
      <StyledHeader>
        <h2>{href ? <TextLink to={href}>{name}</TextLink> : name}</h2>
        {entry.required ? <StyledRequired>Required</StyledRequired> : null}
        {status}
      </StyledHeader>
      <p>{entry.description}</p>
      <StyledRowMeta>
        {integration ? <LastChecked at={integration.last_synced_at} /> : <span>Not available yet</span>}
        <span role="status">{feedback?.ok ? feedback.message : ''}</span>
      </StyledRowMeta>
      {integration && feedback && !feedback.ok && feedback.control !== 'turn_off' ? (
        <Alert variant="danger" onClose={() => actions.onDismissFeedback(integration.id)}>
          {feedback.message}
        </Alert>
      ) : null}
      {integration ? <ProtectionActions entry={{ ...entry, integration }} actions={actions} /> : null}
    </StyledRow>
  );
}

import type { ReactNode } from 'react';
import { StyledPanelList } from '../../../components/panel';
import type { OverviewIntegration, ProtectionEntry } from '../utils/protection-entries';
import type { ProtectionActionHandlers } from './protection-actions';
import { ProtectionRow } from './protection-row';

export type IntegrationsOverviewProps<I extends OverviewIntegration> = {
  /** The five protections (protectionEntries). */
  entries: ProtectionEntry<I>[];
  /** Draws the status label of an integration, or of a protection the user has none of. */
  renderStatus: (integration: I | null) => ReactNode;
  actions: ProtectionActionHandlers<I>;
};

/**
 * The integrations overview (spec 000 §2 "integrations overview", spec 001 §3, §4): every
 * protection with its status, what it does, when it was last checked, and its controls.
 * A protection the user has no integration of shows 'Not available yet' and no controls.
 */
export function IntegrationsOverview<I extends OverviewIntegration>({
  entries,
  renderStatus,
  actions,
}: IntegrationsOverviewProps<I>) {
  return (
    <StyledPanelList aria-label="Protections">
      {entries.map((entry) => (
        <ProtectionRow
          key={entry.type}
          entry={entry}
          status={renderStatus(entry.integration)}
          actions={actions}
        />
      ))}
    </StyledPanelList>
  );
}

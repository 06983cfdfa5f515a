import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { track } from '@lifeguard/shared/analytics/track';
import { exposureBody, exposureHeadline, exposureTier } from '@lifeguard/shared/darkweb/exposure';
import type { DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';
import { Button } from '@lifeguard/shared/ui/button';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { Tooltip } from '@lifeguard/shared/ui/tooltip';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { storeSetupEntryPoint, type DismissReason } from '../../../lib/summary-flags';
import { BreachSources } from './breach-sources';
import { ExposedData } from './exposed-data';

export type FirstTimeSummaryProps = {
  /** The user's latest scan. */
  scan: DarkWebScan;
  /** Dismisses the summary: 'manual' from its close button, 'continue_setup' from 'Get Protected'. */
  onDismiss: (reason: DismissReason) => void;
};

/** Analytics events of the first-time summary (spec 001 §7 "Other"). */
export const summaryEvents = {
  viewed: 'first-time summary viewed',
  dismissed: 'first-time summary dismissed',
  continueClicked: 'first-time summary continue clicked',
} as const;

const StyledSummary = styled.section`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
  h2 {
    margin: 0;
    padding-right: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    ${focusRing()}
  }
`;

/**
 * The first-time dark web summary (spec 001 §2, §4, §9): the exposure headline and body by the
 * number of breach sources, the sources and the exposed data masked within the display limits,
 * and 'Get Protected', which records the setup entry point and dismisses the summary so the
 * dashboard continues with the quick-setup list. Viewing, dismissing and continuing are tracked.
 */
export function FirstTimeSummary({ scan, onDismiss }: FirstTimeSummaryProps) {
  const titleId = useId();
  const sources = scan.databases.length;
  useEffect(() => {
    track(summaryEvents.viewed, { tier: exposureTier(sources), total_results: scan.total_results });
  }, [sources, scan.total_results]);

  const handleGetProtected = () => {
    storeSetupEntryPoint();
    track(summaryEvents.continueClicked, { tier: exposureTier(sources) });
    onDismiss('continue_setup');
  };
  const handleDismiss = () => {
    track(summaryEvents.dismissed, { tier: exposureTier(sources) });
    onDismiss('manual');
  };

  return (
    <StyledSummary aria-labelledby={titleId}>
      <h2 id={titleId}>{exposureHeadline(sources)}</h2>
      <Tooltip content="Dismiss scan summary" placement="left">
        <StyledClose type="button" aria-label="Dismiss scan summary" onClick={handleDismiss}>
          ×
        </StyledClose>
      </Tooltip>
      <p>{exposureBody(sources)}</p>
      {sources > 0 ? <BreachSources databases={scan.databases} /> : null}
      <ExposedData data={scan.consolidated_data} />
      {scan.passwords_found.length > 0 ? (
        <p>
          {scan.passwords_found.length === 1
            ? '1 of your passwords was exposed.'
            : `${scan.passwords_found.length} of your passwords were exposed.`}
        </p>
      ) : null}
      <div>
        <Button onClick={handleGetProtected}>Get Protected</Button>
      </div>
    </StyledSummary>
  );
}

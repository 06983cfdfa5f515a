import styled from 'styled-components';
import { exposureBody, exposureHeadline } from '@lifeguard/shared/darkweb/exposure';
import { riskLevel, type RiskLevel } from '@lifeguard/contracts/darkweb';
import type { DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';
import { stack } from '@lifeguard/shared/ui/card';
import { StyledPanelNote } from '../../../components/panel';
import { pillShape } from '../../../components/pill';

export type LatestScanSummaryProps = { scan: DarkWebScan | undefined };

const scannedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** Risk colours from the severity scale; no risk reads as information. */
const SEVERITY_OF: Record<RiskLevel, 'critical' | 'high' | 'medium' | 'low' | 'info'> = {
  none: 'info',
  low: 'low',
  medium: 'medium',
  high: 'high',
  critical: 'critical',
};

const StyledSummary = styled.div`
  ${stack('sm')}
  h3,
  p {
    margin: 0;
  }
`;

const StyledRisk = styled.span<{ $level: RiskLevel }>`
  ${pillShape}
  text-transform: capitalize;
  color: ${({ theme, $level }) => theme.severity[SEVERITY_OF[$level]].text};
  background: ${({ theme, $level }) => theme.severity[SEVERITY_OF[$level]].background};
`;

const StyledCounts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/**
 * The latest dark web scan in short (spec 001 §3 "Dark web scan", §4 risk level, §9 exposure
 * headline): when it ran, its risk, how many results, breach sources and leaked passwords and
 * emails, and where it was found. Without a scan it says what a scan does.
 */
export function LatestScanSummary({ scan }: LatestScanSummaryProps) {
  if (!scan) {
    return (
      <StyledPanelNote>
        You haven&apos;t run a dark web scan yet. A scan checks known data breaches for your email, name and
        phone number.
      </StyledPanelNote>
    );
  }
  const level = riskLevel(scan.total_results);
  const sources = scan.databases.length;
  const ranAt = new Date(scan.created_at);
  return (
    <StyledSummary>
      <h3>{exposureHeadline(sources)}</h3>
      <p>
        Scanned on <time dateTime={scan.created_at}>{scannedOn.format(ranAt)}</time>. Risk level:{' '}
        <StyledRisk $level={level}>{level}</StyledRisk>
      </p>
      <StyledCounts aria-label="Scan results">
        <li>
          <strong>{scan.total_results}</strong> results
        </li>
        <li>
          <strong>{sources}</strong> breach sources
        </li>
        <li>
          <strong>{scan.passwords_found.length}</strong> passwords exposed
        </li>
        <li>
          <strong>{scan.emails_found.length}</strong> emails found
        </li>
      </StyledCounts>
      {sources > 0 ? <p>Found in: {scan.databases.join(', ')}</p> : null}
      <p>{exposureBody(sources)}</p>
    </StyledSummary>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { riskLevel } from '@lifeguard/contracts/darkweb';
import type { DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';
import { cardSurface, stack } from '@lifeguard/shared/ui/card';
import { RiskBadge } from '../../../components/risk-badge';
import { formatScanDate } from '../../../lib/format-date';
import { MaskedHighlights } from './masked-highlights';

export type LatestScanCardProps = { scan: DarkWebScan };

const StyledCard = styled.section`
  ${cardSurface}
  ${stack('md')}
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  time {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * The latest scan at a glance (spec 001 §2, §4): when it ran, its risk level, how many results
 * and breach sources it found, the counts of exposed emails, passwords and usernames, and a few
 * masked details (spec 001 §9).
 */
export function LatestScanCard({ scan }: LatestScanCardProps) {
  const titleId = useId();
  const figures: [string, number][] = [
    ['Total results', scan.total_results],
    ['Breach sources', scan.databases.length],
    ['Emails found', scan.emails_found.length],
    ['Passwords found', scan.passwords_found.length],
    ['Usernames found', scan.usernames_found.length],
  ];
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledHeading>
        <div>
          <h2 id={titleId}>Latest scan</h2>
          <time dateTime={scan.created_at}>{formatScanDate(scan.created_at)}</time>
        </div>
        <RiskBadge level={riskLevel(scan.total_results)} />
      </StyledHeading>
      <StyledFigures>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </StyledFigures>
      <MaskedHighlights scan={scan} />
    </StyledCard>
  );
}

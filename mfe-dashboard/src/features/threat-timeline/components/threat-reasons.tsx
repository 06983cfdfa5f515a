import { useId } from 'react';
import styled from 'styled-components';
import type { ThreatAnalysis } from '@lifeguard/contracts/schemas/threats';

export type ThreatReasonsProps = {
  analysis: ThreatAnalysis | null;
  /** Whether the event counts as a threat (spec 001 §4), which titles the list. */
  real: boolean;
};

/** Reasons listed before the rest are summed up as '+N more'. */
const MAX_REASONS = 3;

const StyledReasons = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledMore = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A finding in words: its human reason, else its scam or threat type ('gift_card' → 'Gift card'). */
function reasonOf({ description, scam_type, threat_type }: ThreatAnalysis['findings'][number]): string {
  const reason = description?.trim();
  if (reason) return reason;
  const type = (scam_type ?? threat_type ?? '').trim().replaceAll('_', ' ');
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/**
 * Why an event was flagged (spec 001 §3 `analysis.findings`, issue 14): the findings' reasons,
 * e.g. 'Link text shows chase.com but goes to chase-verify.ru.com', at most three and '+N more'.
 * Nothing without findings.
 */
export function ThreatReasons({ analysis, real }: ThreatReasonsProps) {
  const titleId = useId();
  const reasons = (analysis?.findings ?? []).map(reasonOf).filter(Boolean);
  if (reasons.length === 0) return null;
  const more = reasons.length - MAX_REASONS;
  return (
    <StyledReasons>
      <StyledTitle id={titleId}>{real ? 'Why we flagged this' : 'What we noticed'}</StyledTitle>
      <ul aria-labelledby={titleId}>
        {reasons.slice(0, MAX_REASONS).map((reason, index) => (
          <li key={index}>{reason}</li>
        ))}
      </ul>
      {more > 0 ? <StyledMore>+{more} more</StyledMore> : null}
    </StyledReasons>
  );
}

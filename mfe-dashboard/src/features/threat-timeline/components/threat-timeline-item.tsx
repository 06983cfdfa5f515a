import { isRealThreat } from '@lifeguard/contracts/real-threat';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { stack } from '@lifeguard/shared/ui/card';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { Tooltip } from '@lifeguard/shared/ui/tooltip';
import { panelRow, StyledRowMeta } from '../../../components/panel';
import { relativeTime } from '../../../lib/relative-time';
import type { ThreatEvent, ThreatSeverity } from '../api/get-threat-events';
import { eventSummary, gmailMessageUrl, severityOf, threatTypeLabel } from '../utils/event-display';
import { truncateDescription } from '../utils/truncate-description';
import { ExplainButton } from './explain-button';
import { SeverityBadge } from './severity-badge';
import { ThreatReasons } from './threat-reasons';

const absoluteTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const StyledItem = styled.li<{ $marker: ThreatSeverity | null }>`
  ${stack('xs')}
  ${panelRow}
  border-left: 4px solid
    ${({ theme, $marker }) => ($marker ? theme.severity[$marker].text : theme.color.border)};
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The description cut at 40–60 characters; a cut one has the whole text as a tooltip. */
function EventSummary({ summary }: { summary: string }) {
  const shown = truncateDescription(summary);
  if (shown === summary) return <p>{shown}</p>;
  // Focusable, so keyboard users reach the tooltip too (issue 33 item 4).
  return (
    <Tooltip content={summary}>
      <p tabIndex={0}>{shown}</p>
    </Tooltip>
  );
}

export type ThreatTimelineItemProps = { event: ThreatEvent; now: Date };

/**
 * One event of the timeline, marked in its severity colour when it is a real threat (spec 001
 * §3, §4, §9): its type, severity badge, description cut at 40–60 characters (the whole text as
 * a tooltip), why it was flagged (the analysis's findings, issue 14), when it was detected
 * relative to `now`, whether it is a real threat, a Gmail message link for Gmail-sourced email
 * threats (new tab, spec 001 §7), Explain (the chat panel's explanation, issue 12; only with a
 * `threat_id`, spec 001 §5) and a way to tell us whether we got it right.
 */
export function ThreatTimelineItem({ event, now }: ThreatTimelineItemProps) {
  const severity = severityOf(event);
  const real = isRealThreat(event);
  const summary = eventSummary(event);
  const gmailUrl = gmailMessageUrl(event);
  const detected = new Date(event.detected_at);
  const known = !Number.isNaN(detected.getTime());
  return (
    <StyledItem $marker={real ? severity : null}>
      <StyledHeading>
        <h3>{threatTypeLabel(event.threat_type)}</h3>
        <SeverityBadge severity={severity} />
      </StyledHeading>
      {summary ? <EventSummary summary={summary} /> : null}
      <ThreatReasons analysis={event.analysis} real={real} />
      <StyledRowMeta>
        {known ? (
          // The exact time as a tooltip, on a focusable element (issue 33 item 4).
          <Tooltip content={absoluteTime.format(detected)}>
            <time dateTime={event.detected_at} tabIndex={0}>
              {relativeTime(detected, now)}
            </time>
          </Tooltip>
        ) : (
          <time dateTime={event.detected_at}>{relativeTime(detected, now)}</time>
        )}
        <span>{real ? 'Threat detected' : 'Checked: no threat found'}</span>
        {gmailUrl ? (
          <a href={gmailUrl} target="_blank" rel="noopener noreferrer">
            Open in Gmail<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        {event.threat_id ? <ExplainButton event={event} /> : null}
        <TextLink to={hrefs.threatFeedback(event.threat_id)}>
          Give feedback<span className="visually-hidden"> on this {threatTypeLabel(event.threat_type)}</span>
        </TextLink>
      </StyledRowMeta>
    </StyledItem>
  );
}

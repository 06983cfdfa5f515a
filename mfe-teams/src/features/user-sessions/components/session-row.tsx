import type { UserSession } from '@lifeguard/contracts/schemas/allauth-account';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { StyledRowActions, StyledRowSubject } from '../../../components/list-styles';
import { StatusBadge } from '../../../components/status-badge';
import { dateTime } from '../../../components/table-section';
import { deviceName } from '../utils/device-name';
import { formatLastActive } from '../utils/last-active';

export type SessionRowProps = {
  session: UserSession;
  /** The clock the times are relative to, epoch ms. */
  nowMs: number;
  busy: boolean;
  onSignOut: (session: UserSession, device: string) => void;
};

const StyledName = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const at = (epochSeconds: number) => new Date(epochSeconds * 1000);

/**
 * One signed-in browser (issue 16 §5): its device, IP address, when it signed in and was last
 * active; 'This device' on the current one, 'Sign out' on the others.
 */
export function SessionRow({ session, nowMs, busy, onSignOut }: SessionRowProps) {
  const device = deviceName(session.user_agent);
  return (
    <li>
      <StyledRowSubject>
        <StyledName>
          <strong>{device}</strong>
          {session.is_current ? <StatusBadge tone="info">This device</StatusBadge> : null}
        </StyledName>
        <span>IP address {session.ip || 'unknown'}</span>
        <span>
          Signed in{' '}
          <time dateTime={at(session.created_at).toISOString()}>
            {dateTime.format(at(session.created_at))}
          </time>
          {' · '}
          Last active{' '}
          <time dateTime={at(session.last_seen_at).toISOString()}>
            {formatLastActive(session.last_seen_at, nowMs)}
          </time>
        </span>
      </StyledRowSubject>
      {session.is_current ? null : (
        <StyledRowActions>
          <Button
            variant="secondary"
            busy={busy}
            aria-label={`Sign out ${device}, IP address ${session.ip}`}
            onClick={() => onSignOut(session, device)}
          >
            Sign out
          </Button>
        </StyledRowActions>
      )}
    </li>
  );
}

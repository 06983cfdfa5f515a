import styled from 'styled-components';
import { safeRedirectPath } from '@lifeguard/shared/routes/routes';
import { Button } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { panelRow, StyledRowMeta } from '../../../components/panel';
import { relativeTime } from '../../../lib/relative-time';
import type { Notification } from '../api/get-notifications';

const LEVEL_TONES = { info: 'info', warning: 'warning', critical: 'danger', success: 'success' } as const;

const StyledRow = styled.li<{ $level: Notification['level']; $read: boolean }>`
  ${stack('xs')}
  ${panelRow}
  border-left: 4px solid ${({ theme, $level }) => theme.color[LEVEL_TONES[$level]]};
  background: ${({ theme, $read }) => ($read ? 'transparent' : theme.color.surfaceMuted)};
  h3 {
    font-weight: ${({ theme, $read }) => ($read ? theme.font.weight.regular : theme.font.weight.bold)};
  }
`;

/** The notification's link: an in-app path through the router, an http(s) URL as is, else none. */
function NotificationLink({ link }: { link: string | null }) {
  const path = safeRedirectPath(link);
  if (path) return <TextLink to={path}>View details</TextLink>;
  return link && /^https?:\/\//.test(link) ? <a href={link}>View details</a> : null;
}

export type NotificationRowProps = {
  notification: Notification;
  busy: boolean;
  onMarkRead: (notification: Notification) => void;
};

/** One notification: level colour, title (bold while unread), message, age, link, Mark as read. */
export function NotificationRow({ notification, busy, onMarkRead }: NotificationRowProps) {
  const { title, message, level, read, created_at: createdAt, link } = notification;
  return (
    <StyledRow $level={level} $read={read}>
      <h3>
        {read ? null : <span className="visually-hidden">Unread: </span>}
        {title}
      </h3>
      <p>{message}</p>
      <StyledRowMeta>
        <time dateTime={createdAt}>{relativeTime(createdAt)}</time>
        <NotificationLink link={link} />
        {read ? null : (
          <Button
            variant="ghost"
            busy={busy}
            aria-label={`Mark as read: ${title}`}
            onClick={() => onMarkRead(notification)}
          >
            Mark as read
          </Button>
        )}
      </StyledRowMeta>
    </StyledRow>
  );
}

import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { ActionStatus } from '../../../components/action-status';
import { Panel, StyledPanelList, StyledPanelNote } from '../../../components/panel';
import { StyledCountPill } from '../../../components/pill';
import { QueryContent } from '../../../components/query-content';
import { useAnnouncedAction } from '../../../hooks/use-announced-action';
import { useGetNotificationsQuery, type Notification } from '../api/get-notifications';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import { NotificationRow } from './notification-row';

export const notificationsTexts = {
  empty: "No notifications yet. We'll let you know here when something needs your attention.",
  loadFailed: 'Unable to load your notifications',
  markFailed: "We couldn't mark that notification as read. Please try again.",
};

/**
 * The notifications panel (spec 001 §1, §4, §7): the latest notifications, newest first, with
 * the unread count beside the title and Mark as read on each unread one (stored by the server, so
 * it survives a reload). Skeleton while loading, Try Again on failure, an empty state.
 * Self-contained: fetches its own data.
 */
export function NotificationsPanel() {
  const query = useGetNotificationsQuery();
  const [markRead, marking] = useMarkNotificationReadMutation();
  const action = useAnnouncedAction(
    (notification: Notification) => markRead(notification.id).unwrap(),
    (notification) => `Marked "${notification.title}" as read.`,
  );
  const notifications = query.data ?? [];
  const unread = notifications.filter((notification) => !notification.read).length;

  return (
    <Panel
      title="Notifications"
      badge={unread > 0 ? <StyledCountPill>{`${unread} unread`}</StyledCountPill> : null}
    >
      <QueryContent
        query={query}
        placeholder={<Skeleton variant="generic" count={2} label="Loading your notifications..." />}
        errorTitle={notificationsTexts.loadFailed}
      >
        <ActionStatus
          announcement={action.announcement}
          failure={action.failed ? notificationsTexts.markFailed : null}
          onDismiss={action.dismiss}
        />
        {notifications.length === 0 ? (
          <StyledPanelNote>{notificationsTexts.empty}</StyledPanelNote>
        ) : (
          <StyledPanelList aria-label="Notifications">
            {notifications.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                busy={marking.isLoading && marking.originalArgs === notification.id}
                onMarkRead={action.run}
              />
            ))}
          </StyledPanelList>
        )}
      </QueryContent>
    </Panel>
  );
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notifications, type NotificationRow } from './schema.js';

/** Notification levels (issue 4 contract). */
export const NOTIFICATION_LEVELS = ['info', 'warning', 'critical', 'success'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

/** What another module says to a user; `link` is a path of the app (e.g. '/dark-web-scan'). */
export type NewNotification = {
  title: string;
  message: string;
  level: NotificationLevel;
  link?: string | null;
};

/** How many notifications the list answers, newest first. */
export const NOTIFICATIONS_SHOWN = 50;

/** Notifications of users (spec 001 §3, §4); every call is scoped to one user. */
export function createNotifications(db: Database) {
  const newest = db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN)
    .prepare('notifications_newest');

  return {
    /** Stores a new, unread notification for the user. */
    async create(userId: number, notification: NewNotification): Promise<NotificationRow> {
      const [row] = await db
        .insert(notifications)
        .values({ ...notification, link: notification.link ?? null, userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** The user's {@link NOTIFICATIONS_SHOWN} newest notifications. */
    list: (userId: number): Promise<NotificationRow[]> => newest.execute({ userId }),
    /** @returns the notification marked, or null when the user has none with that id. */
    async markRead(userId: number, id: number, read: boolean): Promise<NotificationRow | null> {
      const [row] = await db
        .update(notifications)
        .set({ read })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;

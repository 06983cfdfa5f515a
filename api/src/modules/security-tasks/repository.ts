import { PRIORITIES, type NotificationLevel } from '@lifeguard/contracts/security-tasks';
import { and, asc, desc, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { actionItems, notifications, type ActionItemRow, type NotificationRow } from './schema.js';
import { STATE_KEY_PATTERN, type WantedItem } from './wanted-items.js';

/** Who completed an item: the user, or reconciling when its condition went away. */
type CompletedBy = 'user' | 'reconcile';

/** What another module says to a user; `link` is a path of the app (e.g. '/app/dark-web-scan'). */
export type NewNotification = {
  title: string;
  message: string;
  level: NotificationLevel;
  link?: string | null;
};

/** How many notifications the list answers, newest first. */
export const NOTIFICATIONS_SHOWN = 50;

const priorityRank = sql`array_position(array[${sql.join(
  PRIORITIES.map((p) => sql`${p}`),
  sql`, `,
)}]::text[], ${actionItems.priority})`;

/** Action items and notifications of users; every call is scoped to one user. */
export function createTaskRepository(db: Database) {
  const itemsByUser = db
    .select()
    .from(actionItems)
    .where(eq(actionItems.userId, sql.placeholder('userId')))
    .orderBy(
      asc(actionItems.completed),
      sql`case when ${actionItems.completed} then null else ${priorityRank} end`,
      desc(sql`coalesce(${actionItems.completedAt}, ${actionItems.createdAt})`),
      desc(actionItems.id),
    )
    .prepare('action_items_by_user');
  const newestNotifications = db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN)
    .prepare('notifications_newest');
  const itemOf = (userId: number, id: number) => and(eq(actionItems.id, id), eq(actionItems.userId, userId));
  const ownItems = (userId: number) => eq(actionItems.userId, userId);

  return {
    /** Open items first, by priority then newest; then completed ones, latest completed first. */
    items: (userId: number): Promise<ActionItemRow[]> => itemsByUser.execute({ userId }),

    /** The user's item `id`, or null when the user has none with that id. */
    async findItem(userId: number, id: number): Promise<ActionItemRow | null> {
      const [row] = await db.select().from(actionItems).where(itemOf(userId, id));
      return row ?? null;
    },

    /**
     * Marks the item completed by the user (kept once done, so it is never asked again), merging
     * `data` into its data. @returns the item, or null when the user has none with that id.
     */
    async completeItem(userId: number, id: number, data: Record<string, unknown> = {}) {
      const [row] = await db
        .update(actionItems)
        .set({
          completed: true,
          completedAt: sql`coalesce(${actionItems.completedAt}, now())`,
          completedBy: 'user' satisfies CompletedBy,
          data: sql`${actionItems.data} || ${JSON.stringify(data)}::jsonb`,
        })
        .where(itemOf(userId, id))
        .returning();
      return row ?? null;
    },

    /** The user's first item titled `title` (case-insensitively), or null. */
    async findItemByTitle(userId: number, title: string): Promise<ActionItemRow | null> {
      const [row] = await db
        .select()
        .from(actionItems)
        .where(and(ownItems(userId), sql`lower(${actionItems.title}) = lower(${title})`))
        .orderBy(asc(actionItems.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Adds `item` for the user unless they already have one under its key (then that one is
     * kept, unchanged). @returns the item under the key, and whether this call added it.
     */
    async addItem(userId: number, item: WantedItem): Promise<{ row: ActionItemRow; created: boolean }> {
      const [added] = await db
        .insert(actionItems)
        .values({ ...item, userId })
        .onConflictDoNothing({ target: [actionItems.userId, actionItems.key] })
        .returning();
      if (added) return { row: added, created: true };
      const [existing] = await db
        .select()
        .from(actionItems)
        .where(and(ownItems(userId), eq(actionItems.key, item.key)));
      if (!existing) throw new Error('action item vanished after a conflict');
      return { row: existing, created: false };
    },

    /**
     * Makes the user's items follow `wanted` (wanted-items.ts), idempotently and safely in
     * parallel: adds the missing ones (a key once used is never added again), reopens those that
     * completed themselves when their condition comes back, and completes the open ones whose
     * condition is gone. Items the user completed stay completed.
     */
    async reconcileItems(userId: number, wanted: WantedItem[]): Promise<void> {
      const keys = wanted.map((item) => item.key);
      const selfCompleted = eq(actionItems.completedBy, 'reconcile' satisfies CompletedBy);
      if (wanted.length > 0) {
        await db
          .insert(actionItems)
          .values(wanted.map((item) => ({ ...item, userId })))
          .onConflictDoNothing({ target: [actionItems.userId, actionItems.key] });
        await db
          .update(actionItems)
          .set({ completed: false, completedAt: null, completedBy: null })
          .where(and(ownItems(userId), inArray(actionItems.key, keys), selfCompleted));
      }
      const gone = keys.length > 0 ? notInArray(actionItems.key, keys) : undefined;
      await db
        .update(actionItems)
        .set({ completed: true, completedAt: sql`now()`, completedBy: 'reconcile' satisfies CompletedBy })
        .where(
          and(
            ownItems(userId),
            not(actionItems.completed),
            sql`${actionItems.key} ~ ${STATE_KEY_PATTERN}`,
            gone,
          ),
        );
    },

    /** Stores a new, unread notification for the user. */
    async createNotification(userId: number, notification: NewNotification): Promise<NotificationRow> {
      const [row] = await db
        .insert(notifications)
        .values({ ...notification, link: notification.link ?? null, userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The user's {@link NOTIFICATIONS_SHOWN} newest notifications. */
    notifications: (userId: number): Promise<NotificationRow[]> => newestNotifications.execute({ userId }),

    /** @returns the notification marked, or null when the user has none with that id. */
    async markNotificationRead(userId: number, id: number, read: boolean): Promise<NotificationRow | null> {
      const [row] = await db
        .update(notifications)
        .set({ read })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;

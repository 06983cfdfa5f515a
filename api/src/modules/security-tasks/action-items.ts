import { and, asc, desc, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { actionItems, type ActionItemRow } from './schema.js';
import { PRIORITIES, STATE_KEY_PATTERN, type WantedItem } from './items.js';

/** Who completed an item: the user, or reconciling when its condition went away. */
type CompletedBy = 'user' | 'reconcile';

const priorityRank = sql`array_position(array[${sql.join(
  PRIORITIES.map((p) => sql`${p}`),
  sql`, `,
)}]::text[], ${actionItems.priority})`;

/** Action items of users; every call is scoped to one user. */
export function createActionItemRepository(db: Database) {
  const byUser = db
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
  const ofUser = (userId: number, id: number) => and(eq(actionItems.id, id), eq(actionItems.userId, userId));

  return {
    /** Open items first, by priority then newest; then completed ones, latest completed first. */
    list: (userId: number): Promise<ActionItemRow[]> => byUser.execute({ userId }),

    async find(userId: number, id: number): Promise<ActionItemRow | null> {
      const [row] = await db.select().from(actionItems).where(ofUser(userId, id));
      return row ?? null;
    },

    /**
     * Marks the item completed by the user (kept once done, so it is never asked again), merging
     * `data` into its data. @returns the item, or null when the user has none with that id.
     */
    async complete(userId: number, id: number, data: Record<string, unknown> = {}) {
      const [row] = await db
        .update(actionItems)
        .set({
          completed: true,
          completedAt: sql`coalesce(${actionItems.completedAt}, now())`,
          completedBy: 'user' satisfies CompletedBy,
          data: sql`${actionItems.data} || ${JSON.stringify(data)}::jsonb`,
        })
        .where(ofUser(userId, id))
        .returning();
      return row ?? null;
    },

    /**
     * Makes the user's items follow `wanted` (items.ts), idempotently and safely in parallel:
     * adds the missing ones (a key once used is never added again), reopens those that
     * completed themselves when their condition comes back, and completes the open ones
     * whose condition is gone. Items the user completed stay completed.
     */
    async reconcile(userId: number, wanted: WantedItem[]): Promise<void> {
      const keys = wanted.map((item) => item.key);
      if (wanted.length > 0) {
        await db
          .insert(actionItems)
          .values(wanted.map((item) => ({ ...item, userId })))
          .onConflictDoNothing({ target: [actionItems.userId, actionItems.key] });
        await db
          .update(actionItems)
          .set({ completed: false, completedAt: null, completedBy: null })
          .where(
            and(
              eq(actionItems.userId, userId),
              inArray(actionItems.key, keys),
              eq(actionItems.completedBy, 'reconcile' satisfies CompletedBy),
            ),
          );
      }
      await db
        .update(actionItems)
        .set({ completed: true, completedAt: sql`now()`, completedBy: 'reconcile' satisfies CompletedBy })
        .where(
          and(
            eq(actionItems.userId, userId),
            not(actionItems.completed),
            sql`${actionItems.key} ~ ${STATE_KEY_PATTERN}`,
            keys.length > 0 ? notInArray(actionItems.key, keys) : undefined,
          ),
        );
    },
  };
}

export type ActionItemRepository = ReturnType<typeof createActionItemRepository>;

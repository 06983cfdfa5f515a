import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, moment } from '../../db/columns.js';
import { ownerId } from '../users/schema.js';

/**
 * Action items of a user (spec 001 §3, §4 "Action items"). `key` names the condition that made
 * the item (e.g. 'verify_phone', 'change_password:LinkedIn'), unique per user so reconciling
 * is idempotent; `completed_by` is 'user' or 'reconcile' (the condition went away), and only
 * the latter may reopen when the condition comes back (repository.ts `reconcileItems`).
 */
export const actionItems = pgTable(
  'action_items',
  {
    id: identityId(),
    userId: ownerId(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    completed: boolean('completed').notNull().default(false),
    completedAt: moment('completed_at'),
    completedBy: text('completed_by'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('action_items_user_id_key_key').on(t.userId, t.key)],
);

export type ActionItemRow = typeof actionItems.$inferSelect;

/** Notifications of a user (spec 001 §3, §4): newest first, marked read by a patch. */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    userId: ownerId(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    level: text('level').notNull(),
    read: boolean('read').notNull().default(false),
    link: text('link'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;

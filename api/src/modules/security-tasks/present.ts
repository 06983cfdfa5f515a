import type { ActionItemKind, NotificationLevel, Priority } from '@lifeguard/contracts/security-tasks';
import type { ActionItem, Notification } from '@lifeguard/contracts/schemas/security-tasks';
import type { ActionItemRow, NotificationRow } from './schema.js';

/** An action item row as answered (spec 001 §3 "Action item"). */
export const presentActionItem = (row: ActionItemRow): ActionItem => ({
  id: row.id,
  kind: row.kind as ActionItemKind,
  title: row.title,
  description: row.description,
  priority: row.priority as Priority,
  completed: row.completed,
  completed_at: row.completedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  data: row.data,
});

/** A notification row as answered (spec 001 §3 "Notification"). */
export const presentNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  level: row.level as NotificationLevel,
  read: row.read,
  created_at: row.createdAt.toISOString(),
  link: row.link,
});

import { Type } from 'typebox';
import type { ActionItemRow, NotificationRow } from './schema.js';
import { ACTION_ITEM_KINDS, PRIORITIES, type ActionItemKind, type Priority } from './items.js';
import { NOTIFICATION_LEVELS, type NotificationLevel } from './notifications.js';

const Timestamp = Type.String({ format: 'date-time' });
const PhoneNumber = Type.String({ minLength: 1, maxLength: 40 });

/** An action item (spec 001 §3 "Action item"; issue 4 contract). */
export const ActionItemSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(ACTION_ITEM_KINDS),
  title: Type.String(),
  description: Type.String(),
  priority: Type.Enum(PRIORITIES),
  completed: Type.Boolean(),
  completed_at: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
  data: Type.Record(Type.String(), Type.Unknown()),
});

/** Serialises an action item row. */
export const presentActionItem = (row: ActionItemRow) => ({
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

/** A notification (spec 001 §3 "Notification"; issue 4 contract). */
export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  level: Type.Enum(NOTIFICATION_LEVELS),
  read: Type.Boolean(),
  created_at: Timestamp,
  link: Type.Union([Type.String(), Type.Null()]),
});

/** Serialises a notification row. */
export const presentNotification = (row: NotificationRow) => ({
  id: row.id,
  title: row.title,
  message: row.message,
  level: row.level as NotificationLevel,
  read: row.read,
  created_at: row.createdAt.toISOString(),
  link: row.link,
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) });

export const PhoneBody = Type.Object({ phone_number: PhoneNumber }, { additionalProperties: false });

export const PhoneCodeBody = Type.Object(
  { verification_code: Type.String({ minLength: 1, maxLength: 20 }), phone_number: PhoneNumber },
  { additionalProperties: false },
);

export const ReadBody = Type.Object({ read: Type.Boolean() }, { additionalProperties: false });

import { Type, type Static } from 'typebox';
import { ACTION_ITEM_KINDS, NOTIFICATION_LEVELS, PRIORITIES } from '../security-tasks.js';
import { Id, Nullable, Text } from './text.js';

/**
 * The calls under /security-tasks/api/ (spec 001 §7 "Action items, notifications, content").
 * Lists answer the list envelope (`listOf`), errors `ApiErrorSchema`, a signed-out call
 * `UnauthenticatedSchema`.
 */

const Timestamp = Type.String({ format: 'date-time' });
const PhoneNumber = Text({ minLength: 1, maxLength: 40 });

/** An action item (spec 001 §3 "Action item"); `data` e.g. `{database: 'LinkedIn'}`. */
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
export type ActionItem = Static<typeof ActionItemSchema>;

/** A notification (spec 001 §3 "Notification"); `link` an in-app path, or null. */
export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  level: Type.Enum(NOTIFICATION_LEVELS),
  read: Type.Boolean(),
  created_at: Timestamp,
  link: Nullable(Type.String()),
});
export type Notification = Static<typeof NotificationSchema>;

/** `/security-tasks/api/{action-items,notifications}/{id}/…` path parameters. */
export const TaskParamsSchema = Type.Object({ id: Id() });
export type TaskParams = Static<typeof TaskParamsSchema>;

/** `POST …/action-items/{id}/verify_phone/` and `…/register_donotcall/` body. */
export const PhoneNumberRequestSchema = Type.Object(
  { phone_number: PhoneNumber },
  { additionalProperties: false },
);
export type PhoneNumberRequest = Static<typeof PhoneNumberRequestSchema>;

/** `POST …/action-items/{id}/verify_phone_code/` body. */
export const PhoneCodeRequestSchema = Type.Object(
  { verification_code: Text({ minLength: 1, maxLength: 20 }), phone_number: PhoneNumber },
  { additionalProperties: false },
);
export type PhoneCodeRequest = Static<typeof PhoneCodeRequestSchema>;

/** `PATCH /security-tasks/api/notifications/{id}/` body: marks it read or unread. */
export const MarkReadRequestSchema = Type.Object({ read: Type.Boolean() }, { additionalProperties: false });
export type MarkReadRequest = Static<typeof MarkReadRequestSchema>;

import { Type, type Static } from 'typebox';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_MIN_LENGTH,
  SUPPORT_REFERENCE_PATTERN,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_TOPICS,
} from '../support.js';
import { Email, Id, Nullable, Text } from './text.js';

/**
 * Contact Support (issue 33 item 2): `POST /support/api/requests/` for everyone, signed in or
 * out, and the superusers' Support requests under `/api/admin/support-requests/`.
 */

const DateTime = Type.String({ format: 'date-time' });

/** One app of the remote registry and the version the page loaded. */
const AppVersionSchema = Type.Object(
  { name: Text({ minLength: 1, maxLength: 64 }), version: Text({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/**
 * The optional diagnostic details the user chose to send, each shown to them first: the app
 * versions loaded, the id of the request that failed (the `x-request-id` of a 5xx), the page
 * (a path, no query string) and the browser. Never a breached value, a token or a key.
 */
export const SupportDiagnosticsSchema = Type.Object(
  {
    app_versions: Type.Optional(Type.Array(AppVersionSchema, { maxItems: 20 })),
    request_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._:-]{1,100}$' })),
    page: Type.Optional(Type.String({ pattern: '^/[\\x21-\\x7E]{0,499}$' })),
    browser: Type.Optional(Text({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type SupportDiagnostics = Static<typeof SupportDiagnosticsSchema>;

/**
 * `POST /support/api/requests/` body: a topic, the message (10 to 5000 characters, trimmed),
 * the reply address when signed out (a signed-in user's own is used and `email` ignored), and
 * the diagnostics if the user ticked "Include diagnostic details". Unknown fields are dropped.
 */
export const SupportRequestCreateSchema = Type.Object(
  {
    topic: Type.Enum(SUPPORT_TOPICS),
    message: Text({
      minLength: SUPPORT_MESSAGE_MIN_LENGTH,
      maxLength: SUPPORT_MESSAGE_MAX_LENGTH,
      prose: true,
    }),
    email: Type.Optional(Email()),
    diagnostics: Type.Optional(SupportDiagnosticsSchema),
  },
  { additionalProperties: false },
);
export type SupportRequestCreate = Static<typeof SupportRequestCreateSchema>;

/** `POST /support/api/requests/` 201: the reference number, also mailed to the user. */
export const SupportRequestCreatedSchema = Type.Object({
  reference: Type.String({ pattern: SUPPORT_REFERENCE_PATTERN }),
});
export type SupportRequestCreated = Static<typeof SupportRequestCreatedSchema>;

/** One request as the Support requests page lists it (superusers only). */
export const SupportRequestSchema = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  topic: Type.Enum(SUPPORT_TOPICS),
  message: Type.String(),
  /** The reply address. */
  email: Type.String(),
  /** The account that sent it; null when sent signed out (or the account is gone). */
  user_id: Nullable(Type.Integer()),
  diagnostics: Type.Union([SupportDiagnosticsSchema, Type.Null()]),
  status: Type.Enum(SUPPORT_REQUEST_STATUSES),
  created_at: DateTime,
  answered_at: Nullable(Type.String({ format: 'date-time' })),
  /** The superuser who marked it answered; null while open (or their account is gone). */
  answered_by: Nullable(Type.String()),
});
export type SupportRequest = Static<typeof SupportRequestSchema>;

/**
 * `GET /api/admin/support-requests/` query: `status` (open or answered; absent: both), 1-based
 * `page`, `page_size` (default 20, at most 100). Newest first.
 */
export const SupportRequestsQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Enum(SUPPORT_REQUEST_STATUSES)),
    page: Id({ default: 1 }),
    page_size: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export type SupportRequestsQuery = Static<typeof SupportRequestsQuerySchema>;

/** `POST /api/admin/support-requests/{id}/answered/` path. */
export const SupportRequestParamsSchema = Type.Object({ id: Id() }, { additionalProperties: false });

import { Type, type Static } from 'typebox';
import { DarkWebScanSchema } from './darkweb.js';
import { Id, Text } from './text.js';

const DateTime = Type.String({ format: 'date-time' });
const DayCount = Type.Object({ date: Type.String({ format: 'date' }), count: Type.Integer() });

/**
 * Superuser tools (spec 001 §2, §6; issue 13). Every route below answers 403 to a signed-in
 * non-superuser and 401 signed out.
 */

/** A user as the superuser pages list them. */
export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  display_name: Type.String(),
  is_superuser: Type.Boolean(),
  date_joined: DateTime,
});
export type AdminUser = Static<typeof AdminUserSchema>;

/**
 * `GET /api/admin/dashboard/`: the Project Dashboard. `*_per_day` hold the last 30 days, oldest
 * first, one entry per day (count 0 included); `recent_users` the 10 newest accounts.
 */
export const ProjectDashboardSchema = Type.Object({
  totals: Type.Object({
    users: Type.Integer(),
    families: Type.Integer(),
    scans: Type.Integer(),
    threats: Type.Integer(),
    integrations: Type.Integer(),
  }),
  signups_per_day: Type.Array(DayCount),
  scans_per_day: Type.Array(DayCount),
  threats_by_type: Type.Array(Type.Object({ type: Type.String(), count: Type.Integer() })),
  recent_users: Type.Array(AdminUserSchema),
});
export type ProjectDashboard = Static<typeof ProjectDashboardSchema>;

/** `GET /api/admin/users/?search=`: up to 20 users whose email or name contains `search`. */
export const AdminUserSearchQuerySchema = Type.Object(
  { search: Type.Optional(Text({ maxLength: 254 })) },
  { additionalProperties: false },
);

/** `POST /api/admin/impersonation/` body: whom and why (a reason is required). */
export const ImpersonationStartSchema = Type.Object(
  { user_id: Id(), reason: Text({ minLength: 3, maxLength: 500, prose: true }) },
  { additionalProperties: false },
);
export type ImpersonationStart = Static<typeof ImpersonationStartSchema>;

/**
 * The impersonation under way, on `UserSchema.impersonation` of `/users/api/user/detail/`:
 * who is impersonating and when it ends (at most 1 hour after it started).
 */
export const ImpersonationSchema = Type.Object({
  impersonator_email: Type.String(),
  impersonator_name: Type.String(),
  started_at: DateTime,
  ends_at: DateTime,
});
export type Impersonation = Static<typeof ImpersonationSchema>;

/** One row of the audit (`GET /api/admin/impersonation/audit/`, list envelope, newest 50). */
export const ImpersonationAuditEntrySchema = Type.Object({
  id: Type.Integer(),
  action: Type.Union([
    Type.Literal('start'),
    Type.Literal('stop'),
    Type.Literal('expired'),
    Type.Literal('write'),
    Type.Literal('refused'),
    Type.Literal('breach_read'),
    /** A superuser marked a support request answered (issue 33 item 2); `reason` is its reference. */
    Type.Literal('support_answered'),
  ]),
  superuser_email: Type.String(),
  user_email: Type.String(),
  reason: Type.String(),
  /**
   * The call a `write`, `refused`, `breach_read` or `support_answered` row records
   * ("POST /users/api/profile/"), else null.
   */
  request: Type.Union([Type.String(), Type.Null()]),
  at: DateTime,
});
export type ImpersonationAuditEntry = Static<typeof ImpersonationAuditEntrySchema>;

/**
 * `POST /api/admin/impersonation/` 200 (the session now acts as the user) and
 * `DELETE /api/admin/impersonation/` 200 (Stop: the superuser's own session is back; callable by
 * the impersonated session, which is not a superuser's). 400 `cannot_impersonate` for a
 * superuser or oneself, 404 unknown user, 409 `already_impersonating`.
 */
export const ImpersonationAnswerSchema = Type.Object({ status: Type.Literal('success') });

/**
 * `GET /api/admin/scans/{id}/`: the read-only admin page of a stored scan (spec 001 §2 scan
 * rows). Breached values are masked with contracts/masking in `scan`, `raw_data` is null.
 */
export const AdminScanSchema = Type.Object({
  owner: AdminUserSchema,
  scan: DarkWebScanSchema,
  entries_count: Type.Integer(),
});
export type AdminScan = Static<typeof AdminScanSchema>;

export const AdminScanParamsSchema = Type.Object({ id: Id() }, { additionalProperties: false });

import { Type, type Static } from 'typebox';
import { GMAIL_LABELS, SCAN_FREQUENCIES, SYNC_STATUSES } from '../email-protection.js';
import { IntegrationSchema } from './integrations.js';
import { Nullable } from './text.js';

/**
 * The email protection calls under /integrations/api/integrations/ (spec 001 §7: gmail_auth_url,
 * {id}/gmail_integration_status, gmail_sync_progress, {id}/update_gmail_settings,
 * {id}/disconnect_gmail; issue 14). Errors answer `ApiErrorSchema`; signed out
 * `UnauthenticatedSchema`; another user's id 404.
 */

const Timestamp = Type.String({ format: 'date-time' });

/** `GET …/gmail_auth_url/` 200: Google's consent page for this session (single-use `state`). */
export const GmailAuthUrlSchema = Type.Object({ auth_url: Type.String() });
export type GmailAuthUrl = Static<typeof GmailAuthUrlSchema>;

/** The user's email protection settings (issue 14). */
export const GmailSettingsSchema = Type.Object({
  scan_frequency: Type.Enum(SCAN_FREQUENCIES),
  labels: Type.Array(Type.Enum(GMAIL_LABELS)),
  notify_high_risk: Type.Boolean(),
});
export type GmailSettings = Static<typeof GmailSettingsSchema>;

/**
 * `GET …/gmail_sync_progress/` 200: the latest sync of the user's mailbox. `percent` is
 * 0–100 (processed of total, 100 when completed); `error` says in plain words why a sync failed.
 */
export const GmailSyncProgressSchema = Type.Object({
  status: Type.Enum(SYNC_STATUSES),
  processed: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  threats_found: Type.Integer({ minimum: 0 }),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  started_at: Nullable(Timestamp),
  finished_at: Nullable(Timestamp),
  error: Nullable(Type.String()),
});
export type GmailSyncProgress = Static<typeof GmailSyncProgressSchema>;

/**
 * `GET …/{id}/gmail_integration_status/` 200: whether a Gmail account is connected, which one,
 * the settings, when it was last synced and the latest sync. `connected` false after a
 * disconnect or before the first connect (then `account_email` is null).
 */
export const GmailIntegrationStatusSchema = Type.Object({
  integration: IntegrationSchema,
  connected: Type.Boolean(),
  account_email: Nullable(Type.String()),
  connected_at: Nullable(Timestamp),
  last_sync_at: Nullable(Timestamp),
  next_sync_at: Nullable(Timestamp),
  settings: GmailSettingsSchema,
  sync: GmailSyncProgressSchema,
});
export type GmailIntegrationStatus = Static<typeof GmailIntegrationStatusSchema>;

/**
 * `POST …/{id}/update_gmail_settings/` body: any of the settings (at least one). Labels: 1–5
 * distinct Gmail label ids. 400 on anything else, nothing changed.
 */
export const UpdateGmailSettingsRequestSchema = Type.Object(
  {
    scan_frequency: Type.Optional(Type.Enum(SCAN_FREQUENCIES)),
    labels: Type.Optional(
      Type.Array(Type.Enum(GMAIL_LABELS), { minItems: 1, maxItems: GMAIL_LABELS.length, uniqueItems: true }),
    ),
    notify_high_risk: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateGmailSettingsRequest = Static<typeof UpdateGmailSettingsRequestSchema>;

/** `update_gmail_settings` and `disconnect_gmail` 200 (spec 001 §7 "reads integration"). */
export const GmailIntegrationAnswerSchema = Type.Object({ integration: IntegrationSchema });
export type GmailIntegrationAnswer = Static<typeof GmailIntegrationAnswerSchema>;

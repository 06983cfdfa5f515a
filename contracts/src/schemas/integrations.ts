import { Type, type Static } from 'typebox';
import { CHECK_STATUSES, HEALTH_STATUSES, INTEGRATION_TYPES } from '../integrations.js';
import { Id, Text } from './text.js';

/**
 * The integration calls under /integrations/api/ (spec 001 §7 "Integrations") and the browser
 * extension's heartbeat. Errors answer `ApiErrorSchema`, a signed-out browser call
 * `UnauthenticatedSchema`, the heartbeat without a valid token `BearerUnauthorizedSchema`.
 */

const Timestamp = Type.String({ format: 'date-time' });
const Provider = Text({ minLength: 1, maxLength: 50 });
const HealthStatus = Type.Enum(HEALTH_STATUSES);

/** An integration as the server answers it (spec 001 §3 "Integration"). */
export const IntegrationSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(INTEGRATION_TYPES),
  provider: Type.String(),
  is_active: Type.Boolean(),
  is_configured: Type.Boolean(),
  health_status: HealthStatus,
  /** Null before the first sync. */
  last_synced_at: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
});
export type Integration = Static<typeof IntegrationSchema>;

/** `/integrations/api/integrations/{id}/…` path parameters. */
export const IntegrationParamsSchema = Type.Object({
  id: Id(),
});
export type IntegrationParams = Static<typeof IntegrationParamsSchema>;

/** `POST /integrations/api/integrations/` body (spec 001 §7); 201 the integration. */
export const CreateIntegrationRequestSchema = Type.Object(
  {
    type: Type.Enum(INTEGRATION_TYPES),
    provider: Provider,
    is_active: Type.Optional(Type.Boolean()),
    is_configured: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateIntegrationRequest = Static<typeof CreateIntegrationRequestSchema>;

/** `PATCH /integrations/api/integrations/{id}/` body: a partial update. */
export const UpdateIntegrationRequestSchema = Type.Object(
  {
    provider: Type.Optional(Provider),
    is_active: Type.Optional(Type.Boolean()),
    is_configured: Type.Optional(Type.Boolean()),
    health_status: Type.Optional(HealthStatus),
  },
  { additionalProperties: false },
);
export type UpdateIntegrationRequest = Static<typeof UpdateIntegrationRequestSchema>;

/** `POST …/{id}/update_status/` body. */
export const UpdateStatusRequestSchema = Type.Object(
  { status: Type.Enum(['active', 'inactive']) },
  { additionalProperties: false },
);
export type UpdateStatusRequest = Static<typeof UpdateStatusRequestSchema>;

/** `POST …/{id}/check_status/` 200 (spec 001 §4 "Status check", §7 reads status and is_configured). */
export const IntegrationStatusCheckSchema = Type.Object({
  status: Type.Enum(CHECK_STATUSES),
  is_configured: Type.Boolean(),
  health_status: HealthStatus,
  integration: IntegrationSchema,
});
export type IntegrationStatusCheck = Static<typeof IntegrationStatusCheckSchema>;

/** `GET …/onboarding_status/` 200: types configured and active, and whether all required are. */
export const OnboardingStatusSchema = Type.Object({
  has_integrations: Type.Boolean(),
  configured_types: Type.Array(Type.String()),
  active_types: Type.Array(Type.String()),
  all_required_active: Type.Boolean(),
});
export type OnboardingStatus = Static<typeof OnboardingStatusSchema>;

/** `GET …/check_darkweb_status/` 200 (spec 001 §4 "Integration setup"). */
export const DarkwebStatusSchema = Type.Object({ has_scan_results: Type.Boolean() });
export type DarkwebStatus = Static<typeof DarkwebStatusSchema>;

/** `POST /integrations/api/extension/heartbeat/` body: what the extension says of itself. */
export const HeartbeatRequestSchema = Type.Object(
  {
    version: Type.Optional(Text({ minLength: 1, maxLength: 50 })),
    browser: Type.Optional(Text({ minLength: 1, maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type HeartbeatRequest = Static<typeof HeartbeatRequestSchema>;

/**
 * `POST /integrations/api/extension/heartbeat/` 200: and the account the extension is signed in
 * to, which its popup shows (issue 32 item 4 "connected account").
 */
export const HeartbeatAnswerSchema = Type.Object({
  status: Type.Literal('success'),
  account: Type.Object({ email: Type.String() }),
});
export type HeartbeatAnswer = Static<typeof HeartbeatAnswerSchema>;

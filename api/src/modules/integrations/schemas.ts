import { Type } from 'typebox';
import type { IntegrationRow } from './schema.js';
import { CHECK_STATUSES, HEALTH_STATUSES, INTEGRATION_TYPES } from './types.js';

const Timestamp = Type.String({ format: 'date-time' });
const Provider = Type.String({ minLength: 1, maxLength: 50 });
const HealthStatus = Type.Enum(HEALTH_STATUSES);

/** An integration (spec 001 §3 "Integration"). */
export const IntegrationSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(INTEGRATION_TYPES),
  provider: Type.String(),
  is_active: Type.Boolean(),
  is_configured: Type.Boolean(),
  health_status: HealthStatus,
  last_synced_at: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
});

/** Serialises an integration row. */
export const presentIntegration = (row: IntegrationRow) => ({
  id: row.id,
  type: row.type as (typeof INTEGRATION_TYPES)[number],
  provider: row.provider,
  is_active: row.isActive,
  is_configured: row.isConfigured,
  health_status: row.healthStatus as (typeof HEALTH_STATUSES)[number],
  last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) });

export const CreateBody = Type.Object(
  {
    type: Type.Enum(INTEGRATION_TYPES),
    provider: Provider,
    is_active: Type.Optional(Type.Boolean()),
    is_configured: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const PatchBody = Type.Object(
  {
    provider: Type.Optional(Provider),
    is_active: Type.Optional(Type.Boolean()),
    is_configured: Type.Optional(Type.Boolean()),
    health_status: Type.Optional(HealthStatus),
  },
  { additionalProperties: false },
);

export const UpdateStatusBody = Type.Object(
  { status: Type.Enum(['active', 'inactive']) },
  { additionalProperties: false },
);

/** The answer of check_status (spec 001 §4 "Status check", §7 reads status and is_configured). */
export const CheckStatusSchema = Type.Object({
  status: Type.Enum(CHECK_STATUSES),
  is_configured: Type.Boolean(),
  health_status: HealthStatus,
  integration: IntegrationSchema,
});

export const OnboardingStatusSchema = Type.Object({
  has_integrations: Type.Boolean(),
  configured_types: Type.Array(Type.String()),
  active_types: Type.Array(Type.String()),
  all_required_active: Type.Boolean(),
});

export const HeartbeatBody = Type.Object(
  {
    version: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    browser: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  },
  { additionalProperties: false },
);

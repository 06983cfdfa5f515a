import type { HealthStatus, IntegrationType } from '@lifeguard/contracts/integrations';
import type { Integration } from '@lifeguard/contracts/schemas/integrations';
import type { IntegrationRow } from './schema.js';

/** An integration row as answered (spec 001 §3 "Integration"). */
export const presentIntegration = (row: IntegrationRow): Integration => ({
  id: row.id,
  type: row.type as IntegrationType,
  provider: row.provider,
  is_active: row.isActive,
  is_configured: row.isConfigured,
  health_status: row.healthStatus as HealthStatus,
  last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

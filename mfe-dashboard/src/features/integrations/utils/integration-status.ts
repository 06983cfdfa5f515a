import type { HealthStatus } from '@lifeguard/contracts/integrations';

type StatusFields = { is_active: boolean; is_configured: boolean; health_status: HealthStatus };

/** The label of an integration tile (spec 001 §4 "Integration status"). */
export type TileLabel = 'Inactive' | 'Active' | 'Warning' | 'Error' | 'Unknown';

/** An integration counts only when it is configured and active; otherwise it is inactive (spec 001 §4). */
export function isIntegrationComplete({ is_active, is_configured }: Omit<StatusFields, 'health_status'>) {
  return is_active && is_configured;
}

/**
 * The tile label (spec 001 §4): not configured or not active → Inactive; then by health:
 * healthy → Active, warning → Warning, error → Error, anything else (offline, unknown) → Unknown.
 */
export function tileLabel(integration: StatusFields): TileLabel {
  if (!isIntegrationComplete(integration)) return 'Inactive';
  switch (integration.health_status) {
    case 'healthy':
      return 'Active';
    case 'warning':
      return 'Warning';
    case 'error':
      return 'Error';
    default:
      return 'Unknown';
  }
}

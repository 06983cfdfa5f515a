import { describe, expect, it } from '@jest/globals';
import type { HealthStatus } from '../../api/integration';
import { isIntegrationComplete, tileLabel } from '../integration-status';

const status = (is_configured: boolean, is_active: boolean, health_status: HealthStatus = 'healthy') => ({
  is_configured,
  is_active,
  health_status,
});

describe('integration status (spec 001 §4)', () => {
  it('is complete only when configured and active', () => {
    expect(isIntegrationComplete(status(true, true))).toBe(true);
    expect(isIntegrationComplete(status(true, false))).toBe(false);
    expect(isIntegrationComplete(status(false, true))).toBe(false);
    expect(isIntegrationComplete(status(false, false))).toBe(false);
  });

  it('labels a tile Inactive when not configured or not active, whatever its health', () => {
    expect(tileLabel(status(false, true, 'healthy'))).toBe('Inactive');
    expect(tileLabel(status(true, false, 'healthy'))).toBe('Inactive');
    expect(tileLabel(status(false, false, 'error'))).toBe('Inactive');
  });

  it.each([
    ['healthy', 'Active'],
    ['warning', 'Warning'],
    ['error', 'Error'],
    ['offline', 'Unknown'],
    ['unknown', 'Unknown'],
  ] as const)('labels a configured, active integration with health %s as %s', (health, label) => {
    expect(tileLabel(status(true, true, health))).toBe(label);
  });
});

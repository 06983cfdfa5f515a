import { describe, expect, it } from '@jest/globals';
import type { ServerIntegration } from '../../api/integration';
import { DEFAULT_INTEGRATIONS, toClientIntegration } from '../integration-catalog';

const server = (type: ServerIntegration['type']): ServerIntegration => ({
  id: 1,
  type,
  provider: 'p',
  is_active: false,
  is_configured: false,
  health_status: 'unknown',
  last_synced_at: null,
  created_at: '2025-01-01T00:00:00Z',
});

describe('integration catalogue (spec 001 §3)', () => {
  it.each([
    ['darkweb', 'Dark Web Monitoring', true],
    ['chrome', 'Web Protection', true],
    ['email', 'Email Protection', true],
    ['phone', 'Phone Protection', true],
    ['financial', 'Fraud Protection', false],
  ] as const)('%s shows as %s, required %s', (type, displayName, required) => {
    expect(toClientIntegration(server(type))).toMatchObject({ type, display_name: displayName, required });
  });

  it('describes what each protection does', () => {
    expect(toClientIntegration(server('darkweb')).description).toMatch(/leaked personal information/);
    expect(toClientIntegration(server('chrome')).description).toMatch(/dangerous websites in real time/);
    expect(toClientIntegration(server('email')).description).toMatch(/scams and phishing/);
    expect(toClientIntegration(server('phone')).description).toMatch(/scam calls and verifies your identity/);
    expect(toClientIntegration(server('financial')).description).toMatch(/unusual financial activity/);
  });

  it('reads the type phone_verification as phone protection (spec 001 §3)', () => {
    const aliased = { ...server('phone'), type: 'phone_verification' } as unknown as ServerIntegration;
    expect(toClientIntegration(aliased)).toMatchObject({
      type: 'phone',
      display_name: 'Phone Protection',
      required: true,
    });
  });

  it('creates the four required types with their default providers', () => {
    expect(DEFAULT_INTEGRATIONS).toEqual([
      { type: 'darkweb', provider: 'dehashed' },
      { type: 'chrome', provider: 'chrome' },
      { type: 'email', provider: 'google' },
      { type: 'phone', provider: 'twilio' },
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { protectionControls, protectionEntries, type OverviewIntegration } from '../protection-entries';

const integration = (type: string, overrides: Partial<OverviewIntegration> = {}): OverviewIntegration => ({
  id: 1,
  type,
  is_active: false,
  is_configured: false,
  last_synced_at: null,
  ...overrides,
});
const on = { is_configured: true, is_active: true };
const off = { is_configured: true, is_active: false };

describe('protection entries (spec 001 §3)', () => {
  it('lists all five protections in order, named, described, the first four required', () => {
    const entries = protectionEntries([integration('email', { id: 3 })]);
    expect(entries.map(({ type, name, required }) => [type, name, required])).toEqual([
      ['darkweb', 'Dark Web Monitoring', true],
      ['chrome', 'Web Protection', true],
      ['email', 'Email Protection', true],
      ['phone', 'Phone Protection', true],
      ['financial', 'Fraud Protection', false],
    ]);
    expect(entries[2]).toMatchObject({
      integration: { id: 3 },
      description: 'Scans your emails for scams and phishing.',
    });
    expect(entries[0]?.integration).toBeNull();
  });
});

describe('protection controls', () => {
  it('offers nothing without an integration, Set up before it is configured', () => {
    expect(protectionControls('financial', null)).toEqual({
      setUp: false,
      turnOn: false,
      turnOff: false,
      checkNow: false,
    });
    expect(protectionControls('chrome', integration('chrome'))).toMatchObject({
      setUp: true,
      checkNow: false,
    });
  });

  it('offers Turn off while active and Turn on while inactive, once configured', () => {
    expect(protectionControls('darkweb', integration('darkweb', on))).toEqual({
      setUp: false,
      turnOn: false,
      turnOff: true,
      checkNow: true,
    });
    expect(protectionControls('phone', integration('phone', off))).toMatchObject({
      turnOn: true,
      turnOff: false,
    });
  });

  it('offers Check now for dark web, web and phone protection, not email (its screen syncs)', () => {
    const check = (type: 'darkweb' | 'chrome' | 'phone' | 'email') =>
      protectionControls(type, integration(type, on)).checkNow;
    expect([check('darkweb'), check('chrome'), check('phone'), check('email')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

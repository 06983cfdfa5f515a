import { describe, expect, it } from '@jest/globals';
import { INTEGRATION_TYPES } from '@lifeguard/contracts/integrations';
import { SETUP_HREFS, toIntegrationType } from '../integration-types';

describe('toIntegrationType (spec 001 §3 types, phone_verification alias)', () => {
  it('keeps each type of the spec', () => {
    expect(INTEGRATION_TYPES.map(toIntegrationType)).toEqual([...INTEGRATION_TYPES]);
  });

  it('reads phone_verification as phone', () => {
    expect(toIntegrationType('phone_verification')).toBe('phone');
  });

  it.each([['sms'], ['Phone'], [''], ['constructor'], [undefined], [4]])('refuses %p', (raw) => {
    expect(toIntegrationType(raw)).toBeNull();
  });
});

describe('SETUP_HREFS (spec 001 §2, §4)', () => {
  it('names the setup screen of each required protection, none for fraud protection', () => {
    expect(SETUP_HREFS).toEqual({
      darkweb: '/integrations/darkweb',
      chrome: '/integrations/chrome',
      email: '/integrations/email',
      phone: '/integrations/phone',
    });
  });
});

import { wantedItems, type SecurityState } from '../../../src/modules/security-tasks/wanted-items.js';

/** A user with every protection working and nothing exposed. */
const protectedUser: SecurityState = {
  phoneVerified: true,
  phoneCountry: 'GB',
  activeProtections: new Set(['darkweb', 'chrome', 'email', 'phone']),
  scanned: true,
  passwordBreaches: [],
};

const keysFor = (state: Partial<SecurityState>) =>
  wantedItems({ ...protectedUser, ...state }).map((i) => i.key);

describe('wantedItems: action items from the user state (spec 001 §4)', () => {
  it('asks nothing of a fully protected user outside the US', () => {
    expect(keysFor({})).toEqual([]);
  });

  it('asks for each missing required protection in its own words', () => {
    expect(keysFor({ phoneVerified: false, phoneCountry: null })).toEqual(['verify_phone']);
    expect(keysFor({ scanned: false })).toEqual(['run_dark_web_scan']);
    expect(keysFor({ activeProtections: new Set(['email']) })).toEqual(['install_extension']);
    expect(keysFor({ activeProtections: new Set(['chrome']) })).toEqual(['enable_protection:email']);
  });

  it('asks to change the password of each breach that exposed one', () => {
    const items = wantedItems({ ...protectedUser, passwordBreaches: ['LinkedIn', 'Adobe'] });
    expect(items).toEqual([
      {
        key: 'change_password:LinkedIn',
        kind: 'change_password',
        title: 'Change your LinkedIn password',
        description:
          'Your password appeared in the LinkedIn breach. Change it there and anywhere you reused it.',
        priority: 'high',
        data: { database: 'LinkedIn' },
      },
      expect.objectContaining({ key: 'change_password:Adobe', data: { database: 'Adobe' } }),
    ]);
  });

  it('suggests the Do Not Call Registry for a verified US number only', () => {
    expect(keysFor({ phoneCountry: 'US' })).toEqual(['register_donotcall']);
    expect(keysFor({ phoneVerified: false, phoneCountry: 'US' })).toEqual(['verify_phone']);
  });
});

import { displayOf } from '../../../src/modules/oidc/provider-accounts.js';
import { offeredProviders, providerOf } from '../../../src/modules/oidc/providers.js';

const google = { clientId: '123.apps.googleusercontent.com', clientSecret: 'secret' };

describe('the provider description, as /config and /account/providers give it (issue 16 §1, §4)', () => {
  it("is Google's, with the client id only when Google itself is configured", () => {
    expect(providerOf({ oidc: { google, devProvider: false } })).toEqual({
      id: 'google',
      name: 'Google',
      flows: ['provider_redirect'],
      client_id: google.clientId,
    });
    expect(providerOf({ oidc: { google: undefined, devProvider: true } })).toEqual({
      id: 'google',
      name: 'Google',
      flows: ['provider_redirect'],
    });
  });

  it('is offered with Google or its development stand-in, and not without either', () => {
    expect(offeredProviders({ oidc: { google, devProvider: false } })).toHaveLength(1);
    expect(offeredProviders({ oidc: { google: undefined, devProvider: true } })).toHaveLength(1);
    expect(offeredProviders({ oidc: { google: undefined, devProvider: false } })).toEqual([]);
  });
});

describe("a provider account's display (allauth's to_str)", () => {
  it('is the email, else the name, else given and family name, else the provider', () => {
    const claims = { email: ' ada@example.com ', name: 'Ada L', given_name: 'Ada', family_name: 'Lovelace' };
    expect(displayOf(claims, 'Google')).toBe('ada@example.com');
    expect(displayOf({ ...claims, email: '' }, 'Google')).toBe('Ada L');
    expect(displayOf({ given_name: 'Ada', family_name: 'Lovelace' }, 'Google')).toBe('Ada Lovelace');
    expect(displayOf({ family_name: 'Lovelace', email: 42 }, 'Google')).toBe('Lovelace');
    expect(displayOf({}, 'Google')).toBe('Google');
  });
});

import { describe, expect, it } from '@jest/globals';
import { isRegisteringByEmail, REGISTRATION_DRAFT_KEY } from '../registration-draft';

const store = (value: string) => sessionStorage.setItem(REGISTRATION_DRAFT_KEY, value);

describe('isRegisteringByEmail (issue 33 item 3)', () => {
  it("is true for this tab's email-route draft of that email, whatever its case", () => {
    store(JSON.stringify({ email: 'Ann@Example.com', authMethod: 'email', firstName: '' }));
    expect(isRegisteringByEmail('ann@example.com')).toBe(true);
    expect(isRegisteringByEmail('bob@example.com')).toBe(false);
  });

  it.each([
    ['no draft', null],
    ['a third-party sign-in', JSON.stringify({ email: 'ann@example.com', authMethod: 'oauth' })],
    ['no email', JSON.stringify({ authMethod: 'email' })],
    ['not JSON', '{'],
    ['not an object', '7'],
  ])('is false for %s', (_case, value) => {
    if (value !== null) store(value);
    expect(isRegisteringByEmail('ann@example.com')).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { signInMethodOf } from '../get-sign-in-method';

describe("the sign-in method of allauth's login record (issue 16 §8)", () => {
  it('is google for a Google sign-in and password for a password login', () => {
    expect(
      signInMethodOf({
        method: 'socialaccount',
        provider: 'google',
        uid: '1',
        at: 1,
        reauthenticated: false,
      }),
    ).toBe('google');
    expect(signInMethodOf({ method: 'password', at: 1, email: 'ann@example.com' })).toBe('password');
  });

  it('is null without a record, or for a provider or step that is not a sign-in of ours', () => {
    expect(signInMethodOf(undefined)).toBeNull();
    expect(
      signInMethodOf({
        method: 'socialaccount',
        provider: 'github',
        uid: '1',
        at: 1,
        reauthenticated: false,
      }),
    ).toBeNull();
    expect(signInMethodOf({ method: 'mfa', type: 'totp', at: 1 })).toBeNull();
  });
});

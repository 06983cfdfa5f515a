import { describe, expect, it } from '@jest/globals';
import { INVALID_CREDENTIALS_MESSAGE, loginErrorMessage } from '../hooks/use-login';
import { initialLoginValues, loginProblems } from '../hooks/use-login-form';
import { loginModeOf } from '../hooks/use-login-mode';

const mode = (query: string) => loginModeOf(new URLSearchParams(query));

describe('sign-in mode from the query (spec 000 §2)', () => {
  it.each([
    ['', { kind: 'standard', redirect: null }],
    ['redirect=%2Fthreats', { kind: 'standard', redirect: '/threats' }],
    ['extension_id=abc', { kind: 'extension', extensionId: 'abc' }],
    ['extension_id=', { kind: 'extension', extensionId: '' }],
    ['mobile=1', { kind: 'mobile' }],
    ['mobile=0', { kind: 'standard', redirect: null }],
    ['mobile=1&extension_id=abc', { kind: 'extension', extensionId: 'abc' }],
  ])('?%s', (query, expected) => {
    expect(mode(query)).toEqual(expected);
  });
});

describe('login form rules (spec 000 §5)', () => {
  const values = { email: 'ann@example.com', password: '12345678', rememberMe: false };
  const errorOf = (field: 'email' | 'password', value: string) =>
    loginProblems({ ...values, [field]: value })[field];

  it('requires a valid email', () => {
    expect(errorOf('email', '')).toBe('This field is required');
    expect(errorOf('email', 'a..b@example.com')).toBe('Please enter a valid email address');
    expect(errorOf('email', 'ann@example')).toBe('Please enter a valid email address');
    expect(errorOf('email', 'ann@example.com')).toBeNull();
  });

  it('requires a password of at least 8 characters', () => {
    expect(errorOf('password', '')).toBe('This field is required');
    expect(errorOf('password', '1234567')).toBe('This field must be at least 8 characters');
    expect(errorOf('password', '12345678')).toBeNull();
  });

  it('leaves Remember me optional', () => {
    expect(loginProblems(values)).toEqual({ email: null, password: null });
    expect(initialLoginValues.rememberMe).toBe(false);
  });
});

describe('login failure text (spec 000 §8)', () => {
  it('reads the catalogue text for a 400 and the server message otherwise', () => {
    const errors = [
      { message: 'Too many failed login attempts. Try again later.', code: 'too_many_login_attempts' },
    ];
    expect(loginErrorMessage({ status: 400, data: { status: 400, errors } })).toBe(
      INVALID_CREDENTIALS_MESSAGE,
    );
    expect(loginErrorMessage({ status: 429, data: { status: 429, errors } })).toBe(errors[0]?.message);
    expect(loginErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

import { describe, expect, it } from '@jest/globals';
import * as yup from 'yup';
import { checkEmail, checkPassword } from '../checks';
import { isValidEmail } from '../email-pattern';
import { messages } from '../messages';
import {
  confirmPasswordField,
  emailField,
  passwordField,
  requiredChoice,
  requiredString,
  setPasswordField,
} from '../rules';

async function errorOf(schema: yup.AnySchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

describe('email pattern helper (spec 000 §5)', () => {
  it.each(['ann@example.com', 'a.b+c@mail.example.org', ''])('accepts %p', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each([
    '.ann@example.com',
    'an..n@example.com',
    'ann@example',
    'ann@example.c',
    'ann@exa mple.com',
    'ann',
  ])('refuses %p', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('generic rules and messages (spec 000 §5)', () => {
  it('required fails for empty and whitespace-only text', async () => {
    expect(await errorOf(requiredString(), '')).toBe('This field is required');
    expect(await errorOf(requiredString(), '   ')).toBe('This field is required');
    expect(await errorOf(requiredString(), ' Ann ')).toBeNull();
  });

  it('required fails for false and empty lists', async () => {
    expect(await errorOf(requiredChoice(), false)).toBe(messages.required);
    expect(await errorOf(requiredChoice(), [])).toBe(messages.required);
    expect(await errorOf(requiredChoice(), ['self'])).toBeNull();
  });

  it('email: required, then the pattern message', async () => {
    expect(await errorOf(emailField(), '')).toBe('This field is required');
    expect(await errorOf(emailField(), 'ann@example')).toBe('Please enter a valid email address');
    expect(await errorOf(emailField(), 'ann@example.com')).toBeNull();
  });

  it('password minimum takes its length from the rule parameter', async () => {
    expect(await errorOf(passwordField(), 'short')).toBe('This field must be at least 8 characters');
    expect(await errorOf(passwordField(12), 'elevenchars')).toBe('This field must be at least 12 characters');
  });

  it('confirmation is required and must match', async () => {
    const schema = yup.object({ password: passwordField(), confirm: confirmPasswordField() });
    expect(await errorOf(schema, { password: 'Secret123!', confirm: '' })).toBe(
      'Confirmation password is required',
    );
    expect(await errorOf(schema, { password: 'Secret123!', confirm: 'Secret124!' })).toBe(
      'Passwords do not match',
    );
    expect(await errorOf(schema, { password: 'Secret123!', confirm: 'Secret123!' })).toBeNull();
  });
});

describe('plain field checks (spec 000 §5), for forms without yup', () => {
  it('email: required, then the pattern message; surrounding spaces are ignored', () => {
    expect(checkEmail('')).toBe(messages.required);
    expect(checkEmail('a..b@example.com')).toBe(messages.email);
    expect(checkEmail('ann@example')).toBe(messages.email);
    expect(checkEmail(' ann@example.com ')).toBeNull();
  });

  it('password: required, then at least the given length (8 by default)', () => {
    expect(checkPassword()('')).toBe(messages.required);
    expect(checkPassword()('1234567')).toBe('This field must be at least 8 characters');
    expect(checkPassword()('12345678')).toBeNull();
    expect(checkPassword(12)('elevenchars')).toBe('This field must be at least 12 characters');
  });

  it('answers what the yup rules built on them answer', async () => {
    for (const value of ['', 'ann@example', 'ann@example.com', 'short', 'long enough']) {
      expect(await errorOf(emailField(), value)).toBe(checkEmail(value));
      expect(await errorOf(passwordField(), value)).toBe(checkPassword()(value));
    }
  });
});

describe('set-password rules (spec 000 §5 "Set password")', () => {
  it.each([
    ['', 'This field is required'],
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['secret123!', 'Password must include at least one uppercase letter'],
    ['Secretpass!', 'Password must include at least one number'],
    ['Secret1234', 'Password must include at least one special character'],
    ['Secret 1234', null],
    ['Secret123!', null],
  ])('%p → %p', async (password, message) => {
    expect(await errorOf(setPasswordField(), password)).toBe(message);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ADDRESS, BIRTH_DATE, HASHED_PASSWORD, PASSWORD, sensitiveField } from '../sensitive-fields';

describe('sensitiveField (spec 001 §9: passwords, hashes, addresses and birth dates stay masked)', () => {
  it.each([
    ['password', PASSWORD],
    ['Password', PASSWORD],
    ['pwd', PASSWORD],
    ['hashed_password', HASHED_PASSWORD],
    ['pass_hash', HASHED_PASSWORD],
    ['salt', HASHED_PASSWORD],
    ['dob', BIRTH_DATE],
    ['date_of_birth', BIRTH_DATE],
    ['address', ADDRESS],
    ['home_address.street', ADDRESS],
    ['address.city', ADDRESS],
    ['shipping_address', ADDRESS],
  ])('hides %p', (name, field) => {
    expect(sensitiveField(name)).toBe(field);
  });

  it.each([
    'email',
    'email_address',
    'Email Address',
    'ip_address',
    'mac-address',
    'username',
    'name',
    'phone',
  ])('shows %p', (name) => {
    expect(sensitiveField(name)).toBeNull();
  });

  it('masks each kind by its rule', () => {
    expect(ADDRESS.mask('123 Main St, Springfield')).toBe('*** Main St, Springfield');
    expect(BIRTH_DATE.mask('1985-03-12')).toBe('1985');
    expect(PASSWORD.mask('hunter2')).not.toContain('hunter2');
  });
});

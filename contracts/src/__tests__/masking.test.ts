import { describe, expect, it } from '@jest/globals';
import { maskAddress, maskDob, maskEmail, maskName, maskPhone, maskPlate, maskSecret } from '../masking';

describe('masking (spec 001 §9)', () => {
  it.each([
    ['john.doe@example.com', 'joh***@example.com'],
    ['jo@example.com', 'jo***@example.com'],
    ['a@b.org', 'a***@b.org'],
    ['not-an-email', 'not***'],
  ])('keeps up to 3 leading characters of the email %p, then ***', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    ['+1 (555) 123-4567', '***-***-4567'],
    ['5551234567', '***-***-4567'],
    ['+44 20 7946 0958', '***-***-0958'],
    ['123-4567', '***'],
    ['', '***'],
  ])('shows the last 4 digits of the phone %p only with at least 10 digits', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it.each([
    ['John Michael Smith', 'J. M. S.'],
    ['  ann   lee ', 'A. L.'],
    ['Cher', 'C.'],
  ])('keeps the initials of the name %p', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it.each([
    ['1985-03-12', '1985'],
    ['03/12/1985', '1985'],
    ['12.03.1990 00:00', '1990'],
    ['March 1985', '1985'],
    ['03/12/85', '***'],
  ])('shows only the year of the birth date %p', (dob, masked) => {
    expect(maskDob(dob)).toBe(masked);
  });

  it.each([
    ['ABC1234', 'AB***34'],
    ['7XYZ123', '7X***23'],
    ['ABCDE', 'AB*DE'],
    ['ABCD', '***'],
    ['AB1', '***'],
  ])('keeps the first 2 and last 2 characters of the plate %p only when longer than 4', (plate, masked) => {
    expect(maskPlate(plate)).toBe(masked);
  });

  it.each([
    ['123 Main St, Springfield, IL 62701', '*** Main St, Springfield, IL 62701'],
    ['Flat 4, 10 High Street, London', '*** 4, 10 High Street, London'],
    ['Springfield', '***'],
  ])('hides the first word of the first part of the address %p', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });

  it.each([
    [maskEmail, 'joh***@example.com'],
    [maskPhone, '***-***-4567'],
    [maskName, 'J. M. S.'],
    [maskDob, '1985'],
    [maskPlate, 'AB***34'],
    [maskAddress, '*** Main St, Springfield'],
    [maskSecret, '••••••••'],
  ])('%p leaves a value masked already as it is (staff answers, issue 30)', (mask, masked) => {
    expect(mask(masked)).toBe(masked);
  });

  it('shows nothing of a password or hash, not even its length', () => {
    expect(maskSecret('hunter2')).toBe(maskSecret('a-much-longer-passphrase'));
    expect(maskSecret('hunter2')).not.toMatch(/[a-z0-9]/i);
  });
});

import { normaliseIdentifier } from '../../../src/modules/darkweb/identifiers.js';
import { UnsealError, createBreachSealer } from '../../../src/modules/darkweb/sealing.js';

const sealer = createBreachSealer('sealing-test-secret-that-is-long-enough-01');

describe('identifier normalisation', () => {
  it.each([
    ['email', '  Ann.Smith@Example.COM ', 'ann.smith@example.com'],
    ['email', 'not an email', ''],
    ['phone', '+1 (212) 555-0101', '12125550101'],
    ['phone', '(212) 555-0101', '12125550101'],
    ['phone', '0044 20 7946 0958', '442079460958'],
    ['phone', '12-34', ''],
    ['name', '  Ann   SMITH ', 'ann smith'],
    ['username', 'Ann_S', 'ann_s'],
  ] as const)('%s %j -> %j', (kind, value, normalised) => {
    expect(normaliseIdentifier(kind, value)).toBe(normalised);
  });
});

describe('breach sealer', () => {
  it('seals values so that only the same key and context open them', () => {
    const value = { email: 'ann@example.com', password: 'hunter2' };
    const sealed = sealer.seal(value, 'user:1');
    expect(sealed.toString('latin1')).not.toContain('hunter2');
    expect(sealer.seal(value, 'user:1').equals(sealed)).toBe(false);
    expect(sealer.open(sealed, 'user:1')).toEqual(value);
    expect(() => sealer.open(sealed, 'user:2')).toThrow(UnsealError);
    expect(() =>
      createBreachSealer('another-secret-that-is-long-enough-0123456').open(sealed, 'user:1'),
    ).toThrow(UnsealError);
    const tampered = Buffer.from(sealed);
    tampered[20] = (tampered[20] ?? 0) ^ 1;
    expect(() => sealer.open(tampered, 'user:1')).toThrow(UnsealError);
  });

  it('derives stable blind keys per kind and secret', () => {
    const key = sealer.blindKey('email', 'ann@example.com');
    expect(sealer.blindKey('email', 'ann@example.com')).toBe(key);
    expect(sealer.blindKey('username', 'ann@example.com')).not.toBe(key);
    expect(
      createBreachSealer('another-secret-that-is-long-enough-0123456').blindKey('email', 'ann@example.com'),
    ).not.toBe(key);
  });
});

import { domainToUnicode } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { labelToUnicode } from '../punycode';

describe('labelToUnicode', () => {
  it.each(['xn--pple-43d', 'xn--pypal-4ve', 'xn--mnchen-3ya', 'xn--fiqs8s', 'xn--80ak6aa92e'])(
    'decodes %s as Node does',
    (label) => {
      expect(labelToUnicode(label)).toBe(domainToUnicode(label));
    },
  );

  it('reads the Cyrillic а of a lookalike', () => {
    expect(labelToUnicode('xn--pple-43d')).toBe('\u0430pple');
  });

  it('leaves plain labels and invalid Punycode as they are', () => {
    expect(labelToUnicode('paypal')).toBe('paypal');
    expect(labelToUnicode('xn--')).toBe('');
    expect(labelToUnicode('xn--a!b')).toBe('xn--a!b');
    expect(labelToUnicode('xn--99999999999')).toBe('xn--99999999999');
  });
});

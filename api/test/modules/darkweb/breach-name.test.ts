import { BREACH_NAME_MAX, breachName } from '../../../src/modules/darkweb/breach-name.js';

/** Issue 30 item 7 (F10): a breach name from the corpus carries no link into a title. */
describe('breachName', () => {
  it('keeps real breach names as they are', () => {
    for (const name of [
      'Adobe',
      'Mac-Torrents',
      'R2-2017',
      'Coupon Mom / Armor Games',
      'Open CS:GO',
      'Mr. Green Gaming',
      'War Inc.',
      'Example Database Name',
    ]) {
      expect(breachName(name)).toBe(name);
    }
  });

  it('keeps the name and drops the sentence and link that follow it', () => {
    expect(breachName('Adobe - reset it at https://adobe-reset.evil.example now')).toBe('Adobe');
    expect(breachName('Adobe https://adobe-reset.evil.example/now')).toBe('Adobe');
    expect(breachName('Adobe visit www.adobe-reset.example today')).toBe('Adobe visit');
    expect(breachName('Adobe visit adobe-reset.evil.example:8443/now please')).toBe('Adobe visit');
    expect(breachName('Adobe: call +1 555 0100')).toBe('Adobe');
    expect(breachName('Adobe, write to help@evil.example')).toBe('Adobe');
    expect(breachName('Adobe (reset at evil.example)')).toBe('Adobe');
  });

  it('drops control and format characters and everything after a line break', () => {
    expect(breachName('Ado\u0000be\u202e\u200b')).toBe('Adobe');
    expect(breachName('Adobe\nReset it at https://evil.example')).toBe('Adobe');
    expect(breachName('  Adobe \t Systems  ')).toBe('Adobe Systems');
  });

  it('sees through full-width look-alikes of a link', () => {
    expect(breachName('Adobe ｈｔｔｐｓ：／／evil.example')).toBe('Adobe');
  });

  it('names a breach called after its site by the first label, never by the host', () => {
    expect(breachName('LinkedIn.com')).toBe('LinkedIn');
    expect(breachName('adobe-reset.evil.example')).toBe('adobe-reset');
    expect(breachName('https://adobe-reset.evil.example')).toBe('Unknown');
    expect(breachName('')).toBe('Unknown');
  });

  it('limits the length, at a word when it can', () => {
    const long = 'The Quite Long Breach Name Of Some Company Incorporated Limited Holdings';
    expect(breachName(long)).toBe('The Quite Long Breach Name Of Some Company');
    expect(breachName('A'.repeat(80))).toHaveLength(BREACH_NAME_MAX);
  });

  it('is idempotent', () => {
    for (const raw of ['Adobe - https://x.example', 'Kayo.moe Credential Stuffing List', 'A'.repeat(80)]) {
      expect(breachName(breachName(raw))).toBe(breachName(raw));
    }
  });
});

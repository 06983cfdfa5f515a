import { describe, expect, it } from '@jest/globals';
import { helpLinkRuns } from '../help-links';

const ORIGIN = 'https://family.lifeguard.test';

describe('helpLinkRuns (issue 33 item 1: the assistant links the articles it cites)', () => {
  it("cuts out each address of a help centre article on this page's origin", () => {
    const url = `${ORIGIN}/help/two-factor-sign-in/`;
    expect(helpLinkRuns(`Read more in our guide "Two-factor sign-in" (${url}). Or ${url}`, ORIGIN)).toEqual([
      { kind: 'text', text: 'Read more in our guide "Two-factor sign-in" (' },
      { kind: 'help', href: url },
      { kind: 'text', text: '). Or ' },
      { kind: 'help', href: url },
    ]);
  });

  it('leaves any other address as text: another origin, another path, a lookalike', () => {
    for (const text of [
      'https://evil.example/help/two-factor-sign-in/',
      `${ORIGIN}/app/dashboard`,
      `${ORIGIN}.evil.example/help/x/`,
      'https://family-lifeguard.test/help/x/',
      'No link at all.',
    ]) {
      expect(helpLinkRuns(text, ORIGIN)).toEqual([{ kind: 'text', text }]);
    }
  });
});

import { describe, expect, it } from '@jest/globals';
import { truncateDescription } from '../truncate-description';

describe('truncateDescription (spec 001 §9: truncated at 40-60 characters)', () => {
  it('keeps a description of up to 60 characters whole, whitespace collapsed', () => {
    const sixty = 'a'.repeat(60);
    expect(truncateDescription(sixty)).toBe(sixty);
    expect(truncateDescription('  Blocked   a fake\nsign-in page ')).toBe('Blocked a fake sign-in page');
  });

  it('cuts a longer one at its last word boundary between 40 and 60 and adds an ellipsis', () => {
    const text = 'Blocked a fake PayPal sign-in page that asked for your card number and PIN';
    const cut = truncateDescription(text);
    expect(cut).toBe('Blocked a fake PayPal sign-in page that asked for your card…');
    expect(cut.length - 1).toBeGreaterThanOrEqual(40);
    expect(cut.length - 1).toBeLessThanOrEqual(60);
  });

  it('drops punctuation left at the cut', () => {
    expect(
      truncateDescription('We found your email, your phone number and your address, then more in 3 breaches'),
    ).toBe('We found your email, your phone number and your address…');
  });

  it('cuts hard at 60 when no word boundary falls between 40 and 60', () => {
    const text = `Visited ${'x'.repeat(80)}`;
    expect(truncateDescription(text)).toBe(`${text.slice(0, 60)}…`);
  });
});

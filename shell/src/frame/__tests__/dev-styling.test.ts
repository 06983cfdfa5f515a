import { describe, expect, it } from '@jest/globals';
import { isDevBadgeShown } from '../dev-styling';

const stored = (value: string | null) => ({ getItem: () => value });

describe("the 'DEV' badge (spec 001 §2)", () => {
  it('shows outside production unless hideDevStyling is stored as true', () => {
    expect(isDevBadgeShown('development', stored(null))).toBe(true);
    expect(isDevBadgeShown('test', stored('false'))).toBe(true);
    expect(isDevBadgeShown('development', stored('true'))).toBe(false);
  });

  it('never shows in production', () => {
    expect(isDevBadgeShown('production', stored(null))).toBe(false);
  });

  it('shows when storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(isDevBadgeShown('development', broken)).toBe(true);
  });
});

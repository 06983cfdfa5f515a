import { describe, expect, it } from '@jest/globals';
import { exposureBody, exposureHeadline, exposureTier } from '../exposure';

describe('exposure tiers (spec 001 §9 exposure headline tiers)', () => {
  it.each([
    [0, 'secure'],
    [1, 'medium'],
    [2, 'medium'],
    [3, 'high'],
    [9, 'high'],
    [10, 'critical'],
    [42, 'critical'],
  ])('puts %p sources in the %p tier', (count, tier) => {
    expect(exposureTier(count)).toBe(tier);
  });

  it('says where the information was found in the words of each tier', () => {
    expect(exposureHeadline(0)).toBe('Good news: your information was not found in any known breach');
    expect(exposureHeadline(1)).toBe('Your information was found in 1 place so far');
    expect(exposureHeadline(2)).toBe('Your information was found in 2 places so far');
    expect(exposureHeadline(3)).toBe('Your information was found in 3+ sources');
    expect(exposureHeadline(9)).toBe('Your information was found in 9+ sources');
    expect(exposureHeadline(10)).toBe('Your information was found in at least 10 places');
  });

  it('changes the body text at 0, under 3, under 10 and 10 or more', () => {
    const bodies = [0, 1, 2, 3, 9, 10, 25].map(exposureBody);
    expect(bodies[0]).toMatch(/not|monitoring/i);
    expect(bodies[1]).toBe(bodies[2]);
    expect(bodies[3]).toBe(bodies[4]);
    expect(bodies[5]).toBe(bodies[6]);
    expect(new Set([bodies[0], bodies[1], bodies[3], bodies[5]]).size).toBe(4);
  });
});

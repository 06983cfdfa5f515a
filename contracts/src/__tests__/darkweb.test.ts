import { describe, expect, it } from '@jest/globals';
import { riskLevel } from '../darkweb';

describe('riskLevel (spec 001 §4 risk level of a dark web scan)', () => {
  it.each([
    [0, 'none'],
    [1, 'low'],
    [4, 'low'],
    [5, 'medium'],
    [14, 'medium'],
    [15, 'high'],
    [29, 'high'],
    [30, 'critical'],
    [5000, 'critical'],
  ])('grades %p results as %p', (total, level) => {
    expect(riskLevel(total)).toBe(level);
  });
});

import { describe, expect, it } from '@jest/globals';
import { formatLastActive } from '../last-active';

describe('formatLastActive (issue 16 §5)', () => {
  const now = Date.UTC(2025, 5, 15, 12, 0, 0);
  const ago = (seconds: number) => now / 1000 - seconds;

  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [45 * 60, '45 minutes ago'],
    [2 * 3600, '2 hours ago'],
    [30 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
  ])('says %p seconds ago as %p', (seconds, text) => {
    expect(formatLastActive(ago(seconds), now)).toBe(text);
  });

  it('gives the day after a week, and treats a time ahead of the clock as now', () => {
    expect(formatLastActive(Date.UTC(2025, 5, 1, 12) / 1000, now)).toBe('Jun 1, 2025');
    expect(formatLastActive(ago(-30), now)).toBe('just now');
  });
});

import { describe, expect, it } from '@jest/globals';
import { relativeTime } from '../relative-time';

const now = new Date('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime (spec 001 §9: minutes under 60, hours under 24, then yesterday, then days)', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE, '5 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, 'Yesterday'],
    [2 * DAY - SECOND, 'Yesterday'],
    [2 * DAY, '2 days ago'],
    [3 * DAY + 5 * HOUR, '3 days ago'],
    [400 * DAY, '400 days ago'],
  ])('%p ms ago reads %p', (elapsed, expected) => {
    expect(relativeTime(ago(elapsed), now)).toBe(expected);
  });

  it('reads a time ahead of the clock as just now, and an unreadable one as nothing', () => {
    expect(relativeTime(ago(-5 * MINUTE), now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

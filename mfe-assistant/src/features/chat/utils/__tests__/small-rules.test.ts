import { describe, expect, it } from '@jest/globals';
import { errorClassOf } from '../error-class';
import { formatElapsed } from '../format-elapsed';
import { isNearBottom } from '../near-bottom';

describe('errorClassOf (spec 001 §8 error classes)', () => {
  it.each([
    [{ status: 401 }, 'authentication'],
    [{ status: 403 }, 'authentication'],
    [{ status: 400 }, 'validation'],
    [{ status: 'FETCH_ERROR' }, 'network'],
    [{ status: 'TIMEOUT_ERROR' }, 'network'],
    [{ status: 500 }, 'execution'],
    [new Error('x'), 'execution'],
  ])('%p → %p for a run call', (error, expected) => {
    expect(errorClassOf(error, 'execution')).toBe(expected);
  });

  it('is unknown by default', () => {
    expect(errorClassOf({ status: 404 })).toBe('unknown');
    expect(errorClassOf(null)).toBe('unknown');
  });
});

describe('isNearBottom (spec 001 §9: 100 px)', () => {
  it('is true within 100 px of the bottom, false beyond', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 500 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 499 })).toBe(false);
    expect(isNearBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});

describe('formatElapsed', () => {
  it('counts whole seconds, then minutes', () => {
    expect(formatElapsed(0)).toBe('0 s');
    expect(formatElapsed(1999)).toBe('1 s');
    expect(formatElapsed(65_000)).toBe('1 min 5 s');
    expect(formatElapsed(-5)).toBe('0 s');
  });
});

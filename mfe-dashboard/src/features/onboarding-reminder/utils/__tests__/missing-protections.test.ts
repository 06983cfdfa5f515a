import { describe, expect, it } from '@jest/globals';
import { listInWords, missingProtections } from '../missing-protections';

describe('missing protections (spec 001 §3 required types)', () => {
  it('names the required types not active, in the catalogue order', () => {
    expect(missingProtections({ active_types: ['chrome', 'financial'], all_required_active: false })).toEqual(
      ['darkweb', 'email', 'phone'],
    );
  });

  it('names none once the server says all required are active', () => {
    expect(missingProtections({ active_types: [], all_required_active: true })).toEqual([]);
  });
});

describe('listInWords', () => {
  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('%p → %p', (names, words) => {
    expect(listInWords(names)).toBe(words);
  });
});

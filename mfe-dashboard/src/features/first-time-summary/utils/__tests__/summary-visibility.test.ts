import { describe, expect, it } from '@jest/globals';
import { summaryState, type SummaryConditions } from '../summary-visibility';

const shows: SummaryConditions = {
  firstTime: true,
  scanDone: true,
  dismissed: false,
  setupIncomplete: true,
  forced: false,
};

describe('first-time summary visibility (spec 001 §4)', () => {
  it('shows for a first-time user with a scan, not dismissed, and setup incomplete', () => {
    expect(summaryState(shows, false)).toBe('visible');
  });

  it.each([
    ['not a first-time user', { firstTime: false }],
    ['no scan yet', { scanDone: false }],
    ['dismissed', { dismissed: true }],
    ['setup complete', { setupIncomplete: false }],
  ])('hides when %s', (_case, change) => {
    expect(summaryState({ ...shows, ...change }, false)).toBe('hidden');
  });

  it('waits for the scans when it could show, and reports their failure', () => {
    expect(summaryState({ ...shows, scanDone: null }, false)).toBe('loading');
    expect(summaryState({ ...shows, scanDone: null }, true)).toBe('error');
    expect(summaryState({ ...shows, firstTime: false, scanDone: null }, true)).toBe('hidden');
  });

  it('shows whatever the conditions when forced by the developer tools, if a scan exists', () => {
    const forced = {
      firstTime: false,
      scanDone: true,
      dismissed: true,
      setupIncomplete: false,
      forced: true,
    };
    expect(summaryState(forced, false)).toBe('visible');
    expect(summaryState({ ...forced, scanDone: false }, false)).toBe('hidden');
  });
});

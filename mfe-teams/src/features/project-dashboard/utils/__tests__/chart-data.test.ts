import { describe, expect, it } from '@jest/globals';
import { daySeries, daySummary, threatTypeName, typeSeries, typeSummary } from '../chart-data';

const days = [
  { date: '2025-03-01', count: 0 },
  { date: '2025-03-02', count: 4 },
  { date: '2025-03-03', count: 1 },
];

describe('Project Dashboard chart data (issue 13)', () => {
  it('labels each day in UTC and keeps the order and counts', () => {
    const series = daySeries(days);
    expect(series.values).toEqual([0, 4, 1]);
    expect(series.labels).toHaveLength(3);
    expect(series.labels[0]).toMatch(/1/);
    expect(series.labels[2]).toMatch(/3/);
  });

  it('summarises a per-day series by its total and busiest day', () => {
    expect(daySummary('Sign-ups per day', days)).toMatch(
      /^Sign-ups per day over the last 3 days: 5 in total, most on .*2.* \(4\)\.$/,
    );
    expect(daySummary('Scans per day', [{ date: '2025-03-01', count: 0 }])).toBe(
      'Scans per day over the last 1 day: none.',
    );
  });

  it('names threat types and orders them most first', () => {
    expect(threatTypeName('phone_call')).toBe('Phone call');
    const types = [
      { type: 'breach', count: 2 },
      { type: 'phishing', count: 5 },
    ];
    expect(typeSeries(types)).toEqual({ labels: ['Phishing', 'Breach'], values: [5, 2] });
    expect(typeSummary('Threats by type', types)).toBe('Threats by type: Phishing 5, Breach 2.');
    expect(typeSummary('Threats by type', [])).toBe('Threats by type: none.');
  });
});

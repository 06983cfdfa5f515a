import { describe, expect, it } from '@jest/globals';
import { isRealThreat } from '../real-threat';

const analysis = (is_threat: boolean, risk_level: 'low' | 'medium' | 'high' | 'critical') => ({
  is_threat,
  risk_level,
  findings: [],
});

describe('isRealThreat (spec 001 §4 "Real-threat rule")', () => {
  describe('with an analysis, a threat when is_threat and risk_level is not low', () => {
    it.each([
      [true, 'medium', true],
      [true, 'high', true],
      [true, 'critical', true],
      [true, 'low', false],
      [false, 'critical', false],
    ] as const)('is_threat %p, risk %p → %p', (isThreat, risk, expected) => {
      // The severity and category say the opposite: the analysis wins.
      expect(
        isRealThreat({
          analysis: analysis(isThreat, risk),
          severity: expected ? 'info' : 'critical',
          threat_category: expected ? 'safe' : 'phishing',
        }),
      ).toBe(expected);
    });
  });

  describe('without one, a threat when the severity is not low, info or unknown and the category is not safe', () => {
    it.each([
      ['critical', 'phishing', true],
      ['high', null, true],
      ['medium', 'scam', true],
      ['low', 'phishing', false],
      ['info', 'phishing', false],
      ['unknown', 'phishing', false],
      ['', 'phishing', false],
      ['high', 'safe', false],
      ['critical', 'SAFE', false],
    ])('severity %p, category %p → %p', (severity, category, expected) => {
      expect(isRealThreat({ analysis: null, severity, threat_category: category })).toBe(expected);
    });
  });
});

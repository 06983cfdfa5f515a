import { describe, expect, it } from '@jest/globals';
import { protectionScore, type ScoredIntegration } from '../protection-score';

const on = (required: boolean): ScoredIntegration => ({ required, is_active: true, is_configured: true });
const off = (required: boolean): ScoredIntegration => ({ required, is_active: false, is_configured: false });

describe('protection score (spec 001 §9)', () => {
  it('is the rounded percent of active weight, required 40 and others 20', () => {
    expect(protectionScore([off(true), off(true), off(true), off(true)])).toBe(0);
    expect(protectionScore([on(true), off(true), off(true), off(true)])).toBe(25);
    expect(protectionScore([on(true), on(true), off(true), off(true)])).toBe(50);
    expect(protectionScore([on(true), on(true), on(true), off(true)])).toBe(75);
    expect(protectionScore([on(true), on(true), on(true), on(true)])).toBe(100);
    // 160 of 180: 88.9 rounds to 89; 20 of 180: 11.1 rounds to 11.
    expect(protectionScore([on(true), on(true), on(true), on(true), off(false)])).toBe(89);
    expect(protectionScore([off(true), off(true), off(true), off(true), on(false)])).toBe(11);
  });

  it('counts only integrations both configured and active', () => {
    const activeOnly = { required: true, is_active: true, is_configured: false };
    const configuredOnly = { required: true, is_active: false, is_configured: true };
    expect(protectionScore([activeOnly, configuredOnly])).toBe(0);
  });

  it('is 0 without integrations', () => {
    expect(protectionScore([])).toBe(0);
  });
});

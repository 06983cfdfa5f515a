import { describe, expect, it } from '@jest/globals';
import { progressColour, protectionScore, ringTone, type ScoredIntegration } from '../protection-score';

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

  it('colours the ring green at 100, otherwise a warning colour', () => {
    expect(ringTone(100)).toBe('complete');
    expect(ringTone(99)).toBe('warning');
    expect(ringTone(0)).toBe('warning');
  });
});

describe('progress bar colour (spec 001 §9)', () => {
  it('is amber while a required integration is incomplete, whatever the score', () => {
    expect(progressColour([on(true), on(true), on(true), off(true)])).toBe('amber');
    expect(progressColour([off(true), on(false)])).toBe('amber');
  });

  it('is green at 100', () => {
    expect(progressColour([on(true), on(true), on(true), on(true)])).toBe('green');
  });

  it('is blue at 75 or more, yellow at 50 or more, once the required ones are done', () => {
    // 160 of 180 = 89 %: blue.
    expect(progressColour([on(true), on(true), on(true), on(true), off(false)])).toBe('blue');
    // 40 of 60 = 67 %: yellow.
    expect(progressColour([on(true), off(false)])).toBe('yellow');
    // 40 of 80 = 50 %: yellow at exactly 50.
    expect(progressColour([on(true), off(false), off(false)])).toBe('yellow');
    // 40 of 100 = 40 %: below the spec's tiers.
    expect(progressColour([on(true), off(false), off(false), off(false)])).toBe('amber');
  });

  it('is blue at exactly 75', () => {
    // 120 of 160 with one required (40) and six optional (120), four optional active: 120/160 = 75.
    const integrations = [on(true), on(false), on(false), on(false), on(false), off(false), off(false)];
    expect(protectionScore(integrations)).toBe(75);
    expect(progressColour(integrations)).toBe('blue');
  });
});

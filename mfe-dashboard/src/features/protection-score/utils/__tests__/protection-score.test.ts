import { describe, expect, it } from '@jest/globals';
import { protectionScore, type ScoredIntegration } from '@lifeguard/contracts/protection-score';
import { progressColour, ringTone } from '../protection-score';

const on = (required: boolean): ScoredIntegration => ({ required, is_active: true, is_configured: true });
const off = (required: boolean): ScoredIntegration => ({ required, is_active: false, is_configured: false });

describe('protection ring (spec 001 §9)', () => {
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

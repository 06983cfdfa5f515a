/** What the score reads of an integration (spec 001 §3). */
export type ScoredIntegration = { required: boolean; is_active: boolean; is_configured: boolean };

/** Weights of spec 001 §9: a required integration counts 40, any other 20. */
export const REQUIRED_WEIGHT = 40;
export const OPTIONAL_WEIGHT = 20;

const weightOf = ({ required }: ScoredIntegration) => (required ? REQUIRED_WEIGHT : OPTIONAL_WEIGHT);
/** Active means configured and active (spec 001 §4 "Integration status"). */
const isActive = ({ is_active, is_configured }: ScoredIntegration) => is_active && is_configured;

/**
 * The protection score (spec 001 §9): the rounded percent of the total weight that is active,
 * 0–100; no integrations score 0.
 */
export function protectionScore(integrations: readonly ScoredIntegration[]): number {
  const total = integrations.reduce((sum, i) => sum + weightOf(i), 0);
  if (total === 0) return 0;
  const active = integrations.filter(isActive).reduce((sum, i) => sum + weightOf(i), 0);
  return Math.round((active / total) * 100);
}

/** The ring is green at 100, otherwise a warning colour (spec 001 §9). */
export type RingTone = 'complete' | 'warning';

export function ringTone(score: number): RingTone {
  return score >= 100 ? 'complete' : 'warning';
}

/** Progress bar colours of spec 001 §9. */
export type ProgressColour = 'amber' | 'green' | 'blue' | 'yellow';

/**
 * The progress bar colour (spec 001 §9): amber while a required integration is incomplete, else
 * green at 100, blue at 75 or more, yellow at 50 or more. Below 50 with every required one done
 * cannot happen with the spec's weights (the required ones alone are at least two thirds); it
 * stays amber.
 */
export function progressColour(integrations: readonly ScoredIntegration[]): ProgressColour {
  if (integrations.some((i) => i.required && !isActive(i))) return 'amber';
  const score = protectionScore(integrations);
  if (score >= 100) return 'green';
  if (score >= 75) return 'blue';
  if (score >= 50) return 'yellow';
  return 'amber';
}

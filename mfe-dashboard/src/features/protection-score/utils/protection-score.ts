import {
  isScoredActive,
  protectionScore,
  type ScoredIntegration,
} from '@lifeguard/contracts/protection-score';

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
 * stays amber. The score itself is the shared rule of @lifeguard/contracts/protection-score.
 */
export function progressColour(integrations: readonly ScoredIntegration[]): ProgressColour {
  if (integrations.some((i) => i.required && !isScoredActive(i))) return 'amber';
  const score = protectionScore(integrations);
  if (score >= 100) return 'green';
  if (score >= 75) return 'blue';
  if (score >= 50) return 'yellow';
  return 'amber';
}

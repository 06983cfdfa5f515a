/**
 * The protection score (spec 001 §9), written once for the dashboard's ring and the assistant's
 * `get_protection_score` tool.
 */

/** What the score reads of an integration (spec 001 §3): `required` is the client's field. */
export type ScoredIntegration = { required: boolean; is_active: boolean; is_configured: boolean };

/** Weights of spec 001 §9: a required integration counts 40, any other 20. */
export const REQUIRED_WEIGHT = 40;
export const OPTIONAL_WEIGHT = 20;

const weightOf = ({ required }: ScoredIntegration) => (required ? REQUIRED_WEIGHT : OPTIONAL_WEIGHT);

/** Active means configured and active (spec 001 §4 "Integration status"). */
export const isScoredActive = ({ is_active, is_configured }: ScoredIntegration) => is_active && is_configured;

/**
 * The protection score (spec 001 §9): the rounded percent of the total weight that is active,
 * 0–100; no integrations score 0.
 */
export function protectionScore(integrations: readonly ScoredIntegration[]): number {
  const total = integrations.reduce((sum, i) => sum + weightOf(i), 0);
  if (total === 0) return 0;
  const active = integrations.filter(isScoredActive).reduce((sum, i) => sum + weightOf(i), 0);
  return Math.round((active / total) * 100);
}

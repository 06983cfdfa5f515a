/**
 * How much each onboarding answer (spec 000 §3) counts towards an article's relevance: the one
 * primary concern most, each chosen safety concern next, each person protected least.
 */
export const ANSWER_WEIGHTS = { primary_concern: 3, concerns: 2, protecting: 1 } as const;

/** An article as ordering needs it: its answer-code tags and its default position. */
export type Rankable = { tags: readonly string[]; position: number };

const codes = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v) => typeof v === 'string')
      : [];

/** The weight of each answer code a user gave, from their stored onboarding responses. */
export function answerWeights(responses: Record<string, unknown>): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [field, weight] of Object.entries(ANSWER_WEIGHTS)) {
    for (const code of codes(responses[field])) weights.set(code, (weights.get(code) ?? 0) + weight);
  }
  return weights;
}

/** The sum of the weights of the answers an article is tagged with. */
export const relevance = (article: Rankable, weights: Map<string, number>) =>
  article.tags.reduce((sum, tag) => sum + (weights.get(tag) ?? 0), 0);

/**
 * Articles most relevant to the user's onboarding answers first, ties (and users without
 * answers) in the default order. Unknown or malformed answers count for nothing.
 */
export function byRelevance<T extends Rankable>(
  articles: readonly T[],
  responses: Record<string, unknown>,
): T[] {
  const weights = answerWeights(responses);
  const scored = articles.map((article) => ({ article, score: relevance(article, weights) }));
  scored.sort((a, b) => b.score - a.score || a.article.position - b.article.position);
  return scored.map((s) => s.article);
}

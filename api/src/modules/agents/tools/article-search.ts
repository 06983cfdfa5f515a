/** An article as searching reads it (modules/safety-resources: `body` is blank-line paragraphs). */
export type SearchableArticle = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  category: string;
  url: string | null;
};

/** A match: the article, its score and its most relevant paragraph. */
export type ArticleMatch = { article: SearchableArticle; score: number; paragraph: string };

const STOP_WORDS = new Set(
  'a an and are be can do does for from get got had has have how i if in is it just me my of on or our said say saying says should someone that the them they this to was what when which who why with you your'.split(
    ' ',
  ),
);

/** Words a family uses for what the articles call otherwise. */
const SYNONYMS: Record<string, string[]> = {
  sms: ['text'],
  texts: ['text'],
  '2fa': ['two-factor', 'two-step'],
  mfa: ['two-factor', 'two-step'],
  otp: ['code', 'two-factor'],
  hacked: ['breach', 'password'],
  leak: ['breach'],
  leaked: ['breach'],
  kids: ['children'],
  child: ['children'],
  grandma: ['grandparent'],
  grandpa: ['grandparent'],
  grandson: ['grandchild', 'grandparent'],
  granddaughter: ['grandchild', 'grandparent'],
  jail: ['arrested', 'bail'],
  virus: ['harmful', 'software', 'tech'],
  malware: ['harmful', 'software'],
  link: ['website', 'address'],
  site: ['website'],
  call: ['calls', 'phone'],
  caller: ['calls', 'phone'],
  dating: ['romance'],
};

/** Lowercase word stems: plural and -ing/-ed endings dropped, so "scams" finds "scam". */
const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, '') || word;

/** The words of a query without stop words, each as its stem and its synonyms' stems. */
export function queryWords(query: string): string[][] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];
  const kept = [...new Set(words.filter((w) => !STOP_WORDS.has(w) && w.length > 1))];
  return kept.map((w) => [...new Set([w, ...(SYNONYMS[w] ?? [])].map(stem))]);
}

/** Share of the query's words an article speaks to at all for it to count as an answer. */
const MIN_COVERAGE = 0.5;

const stemsOf = (text: string) => new Set((text.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? []).map(stem));

const hits = (stems: readonly string[], text: string) => {
  const words = stemsOf(text);
  return stems.filter((s) => words.has(s)).length;
};

/**
 * The articles that answer `query`, best first, at most `max`: a query word (or a synonym) in
 * the title counts 3, in the slug, category or summary 2, in the body 1. Articles that speak to
 * fewer than half of the query's words are left out, so an off-topic question finds nothing.
 */
export function searchArticles(
  articles: readonly SearchableArticle[],
  query: string,
  max = 3,
): ArticleMatch[] {
  const words = queryWords(query);
  const stems = [...new Set(words.flat())];
  if (stems.length === 0) return [];
  const covers = (article: SearchableArticle) => {
    const all = stemsOf(
      `${article.title} ${article.slug.replaceAll('-', ' ')} ${article.summary} ${article.body}`,
    );
    return words.filter((group) => group.some((s) => all.has(s))).length / words.length >= MIN_COVERAGE;
  };
  const matches = articles.filter(covers).map((article) => {
    const paragraphs = article.body.split(/\n\s*\n/);
    const scored = paragraphs.map((p) => ({ p, n: hits(stems, p) }));
    const best = scored.reduce((a, b) => (b.n > a.n ? b : a), { p: paragraphs[0] ?? '', n: 0 });
    const score =
      3 * hits(stems, article.title) +
      2 * hits(stems, `${article.slug.replaceAll('-', ' ')} ${article.category} ${article.summary}`) +
      hits(stems, article.body);
    return { article, score, paragraph: best.p };
  });
  return matches
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, max);
}

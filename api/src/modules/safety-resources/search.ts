/** An article as searching reads it: `body` is paragraphs separated by a blank line. */
export type SearchableArticle = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  topic: string;
  keywords: readonly string[];
};

/** An article with the word stems of each of its parts, made once (issue 33 item 1). */
export type IndexedArticle<Article extends SearchableArticle> = {
  article: Article;
  title: ReadonlySet<string>;
  /** Slug, topic, summary and keywords. */
  about: ReadonlySet<string>;
  body: ReadonlySet<string>;
  all: ReadonlySet<string>;
  paragraphs: { text: string; stems: ReadonlySet<string> }[];
};

/** How many results at most, and the share of the query's words an article must speak to. */
export type SearchOptions = { max?: number; minCoverage: number };

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

/** The stems of a text; a hyphenated word counts whole and by its parts ("two-factor", "two", "factor"). */
function stemsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];
  return new Set(
    words.flatMap((word) => (word.includes('-') ? [word, ...word.split('-')] : [word])).map(stem),
  );
}

const hits = (stems: readonly string[], words: ReadonlySet<string>) =>
  stems.filter((s) => words.has(s)).length;

/** `article` with the stems of its parts, for {@link searchIndex}. */
export function indexArticle<Article extends SearchableArticle>(article: Article): IndexedArticle<Article> {
  const about = `${article.slug.replaceAll('-', ' ')} ${article.topic} ${article.summary} ${article.keywords.join(' ')}`;
  const paragraphs = article.body.split(/\n\s*\n/).map((text) => ({ text, stems: stemsOf(text) }));
  return {
    article,
    title: stemsOf(article.title),
    about: stemsOf(about),
    body: stemsOf(article.body),
    all: stemsOf(`${article.title} ${about} ${article.body}`),
    paragraphs,
  };
}

/**
 * The articles that answer `query`, best first, at most `max` (all by default): a query word
 * (or a synonym) in the title counts 3, in the slug, topic, summary or keywords 2, in the body 1;
 * ties keep the index's order. Articles that speak to less than `minCoverage` of the query's
 * words (1: every word) are left out, so an off-topic query finds nothing; so does a query of
 * stop words alone. `paragraph` is the body's paragraph with the most of the query's words.
 */
export function searchIndex<Article extends SearchableArticle>(
  index: readonly IndexedArticle<Article>[],
  query: string,
  { max = Infinity, minCoverage }: SearchOptions,
): { article: Article; score: number; paragraph: string }[] {
  const words = queryWords(query);
  const stems = [...new Set(words.flat())];
  if (stems.length === 0) return [];
  const covers = (entry: IndexedArticle<Article>) =>
    words.filter((group) => group.some((s) => entry.all.has(s))).length / words.length >= minCoverage;
  return index
    .filter(covers)
    .map((entry) => {
      const best = entry.paragraphs.reduce(
        (a, b) => {
          const n = hits(stems, b.stems);
          return n > a.n ? { text: b.text, n } : a;
        },
        { text: entry.paragraphs[0]?.text ?? '', n: 0 },
      );
      const score = 3 * hits(stems, entry.title) + 2 * hits(stems, entry.about) + hits(stems, entry.body);
      return { article: entry.article, score, paragraph: best.text };
    })
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, max);
}

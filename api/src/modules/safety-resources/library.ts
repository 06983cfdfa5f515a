import type { ArticleCategory } from '@lifeguard/contracts/safety-resources';
import { helpArticlePath } from '@lifeguard/contracts/help';
import type { ArticleSource } from './articles.js';
import type { GuideSource } from './guides.js';
import { indexArticle, searchIndex, type IndexedArticle, type SearchOptions } from './search.js';

/**
 * One article of the library that the help centre shows and the assistant cites (issue 33 item
 * 1): a guide to Lifeguard (guides.ts) or a safety article (articles.ts, the educational
 * content). `body` is paragraphs separated by a blank line (a guide's may be lists, guides.ts).
 */
export type LibraryArticle = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  /** 'guide' for a guide to Lifeguard, else the safety article's category. */
  topic: 'guide' | ArticleCategory;
  /** Words searched besides the text (a guide's keywords; a safety article's are none). */
  keywords: readonly string[];
  /** An official page to read further, or null. */
  sourceUrl: string | null;
  /** Its stable address in the help centre, `/help/<slug>/`. */
  path: string;
};

/** A search result: the article, its score and its paragraph that best answers the query. */
export type LibraryMatch = { article: LibraryArticle; score: number; paragraph: string };

const fromGuide = (guide: GuideSource): LibraryArticle => ({
  slug: guide.slug,
  title: guide.title,
  summary: guide.summary,
  body: guide.body,
  topic: 'guide',
  keywords: guide.keywords,
  sourceUrl: null,
  path: helpArticlePath(guide.slug),
});

const fromArticle = (article: ArticleSource): LibraryArticle => ({
  slug: article.slug,
  title: article.title,
  summary: article.summary,
  body: article.body,
  topic: article.category,
  keywords: [],
  sourceUrl: article.url,
  path: helpArticlePath(article.slug),
});

/**
 * The article library, indexed once (issue 33 item 1: the help centre and the assistant read the
 * same articles): `guides` first, then `articles`, each in its given order.
 * @throws Error when two articles share a slug (one address each).
 */
export function createArticleLibrary(guides: readonly GuideSource[], articles: readonly ArticleSource[]) {
  const all = [...guides.map(fromGuide), ...articles.map(fromArticle)];
  const bySlug = new Map(all.map((article) => [article.slug, article]));
  if (bySlug.size !== all.length) throw new Error('Two articles of the library share a slug');
  const index: IndexedArticle<LibraryArticle>[] = all.map(indexArticle);

  return {
    /** Every article: the guides, then the safety articles. */
    all: (): readonly LibraryArticle[] => all,
    /** The article of `slug`, or undefined. */
    find: (slug: string): LibraryArticle | undefined => bySlug.get(slug),
    /** The articles that answer `query`, best first (search.ts {@link searchIndex}). */
    search: (query: string, options: SearchOptions): LibraryMatch[] => searchIndex(index, query, options),
  };
}

export type ArticleLibrary = ReturnType<typeof createArticleLibrary>;

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { ARTICLES, type ArticleSource } from './articles.js';
import { GUIDES } from './guides.js';
import { createArticleLibrary, type ArticleLibrary } from './library.js';
import { byRelevance } from './relevance.js';
import { createArticleRepository } from './repository.js';
import type { EducationalArticleRow } from './schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    safetyResources: SafetyResources;
  }
}

/** Adult silent reading speed used for `reading_minutes` (words per minute). */
const WORDS_PER_MINUTE = 200;

/** Whole minutes to read an article's title, summary and body; at least 1. */
export const readingMinutes = (article: Pick<ArticleSource, 'title' | 'summary' | 'body'>) => {
  const words = `${article.title} ${article.summary} ${article.body}`.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
};

/**
 * Educational content (spec 001 §3, §7 `/safety-resources/...`), stored in the database, and
 * `library`, the articles the help centre shows and the assistant cites (issue 33 item 1): the
 * guides to Lifeguard and the same educational articles, indexed once, in memory.
 */
export function createSafetyResources(db: Database, library: ArticleLibrary) {
  const articles = createArticleRepository(db);

  return {
    /** The help centre's articles, indexed once (library.ts). */
    library,

    /** Writes `sources` by slug (insert or update), in the given order; safe to repeat. */
    async seed(sources: ArticleSource[]): Promise<void> {
      await articles.upsert(
        sources.map((article, position) => ({
          ...article,
          readingMinutes: readingMinutes(article),
          position,
        })),
      );
    },

    /** Every article, the most relevant to the user's onboarding responses first (relevance.ts). */
    async forUser(onboardingResponses: Record<string, unknown>): Promise<EducationalArticleRow[]> {
      return byRelevance(await articles.all(), onboardingResponses);
    },
  };
}

export type SafetyResources = ReturnType<typeof createSafetyResources>;

/**
 * Domain plugin decorating `app.safetyResources`; seeds the articles of articles.ts at start and
 * indexes the library (guides.ts and articles.ts) once.
 */
export default fp(
  async (app: FastifyInstance) => {
    const resources = createSafetyResources(app.db, createArticleLibrary(GUIDES, ARTICLES));
    await resources.seed(ARTICLES);
    app.decorate('safetyResources', resources);
  },
  { name: 'safety-resources', dependencies: ['db'] },
);

import { Text } from '@lifeguard/contracts/schemas/text';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { searchArticles } from './article-search.js';
import { defineTool } from './define.js';
import { excerpt } from './redact.js';

/**
 * search_safety_articles: Lifeguard's own articles for families (spec 001 §3 "Educational
 * content", modules/safety-resources) that answer a question, best first, at most 3, each with
 * its most relevant paragraph.
 */
export const searchSafetyArticlesTool = (app: FastifyInstance) =>
  defineTool({
    name: 'search_safety_articles',
    description:
      "Searches Lifeguard's safety articles for families (scams, phishing, passwords, privacy, children).",
    input: Type.Object(
      { query: Text({ minLength: 1, maxLength: 200, description: 'What to look for, in plain words.' }) },
      { additionalProperties: false },
    ),
    async execute({ query }) {
      const articles = await app.safetyResources.forUser({});
      return {
        query,
        articles: searchArticles(articles, query).map(({ article, paragraph }) => ({
          slug: article.slug,
          title: article.title,
          summary: article.summary,
          url: article.url,
          excerpt: excerpt(paragraph, 400),
        })),
      };
    },
  });

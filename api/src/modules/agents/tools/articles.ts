import { Text } from '@lifeguard/contracts/schemas/text';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { defineTool } from './define.js';
import { excerpt } from './redact.js';

/** Articles answered at most, and the share of the question's words an article must speak to. */
const SEARCH = { max: 3, minCoverage: 0.5 };

/**
 * search_safety_articles: the articles of the help centre (issue 33 item 1: Lifeguard's guides
 * and its safety articles for families, spec 001 §3 "Educational content", from
 * modules/safety-resources) that answer a question, best first, at most 3, each with its most
 * relevant paragraph and `url`, its help centre page on the configured public origin (never the
 * request's Host), which the answer cites.
 */
export const searchSafetyArticlesTool = (app: FastifyInstance) =>
  defineTool({
    name: 'search_safety_articles',
    description:
      "Searches Lifeguard's help centre: guides to Lifeguard's own features (protections, protection score, dark web scan, families, two-factor sign-in, your data, the browser extension) and safety articles for families (scams, phishing, passwords, privacy, children). Cite an article by its url.",
    input: Type.Object(
      { query: Text({ minLength: 1, maxLength: 200, description: 'What to look for, in plain words.' }) },
      { additionalProperties: false },
    ),
    async execute({ query }) {
      const origin = app.publicOrigin();
      return {
        query,
        articles: app.safetyResources.library.search(query, SEARCH).map(({ article, paragraph }) => ({
          slug: article.slug,
          title: article.title,
          summary: article.summary,
          url: `${origin}${article.path}`,
          excerpt: excerpt(paragraph, 400),
        })),
      };
    },
  });

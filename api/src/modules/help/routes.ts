import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HELP_PATH } from '@lifeguard/contracts/help';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { HelpArticleParamsSchema, HelpQuerySchema } from '@lifeguard/contracts/schemas/help';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { sendPage, type RenderedPage } from '../../plugins/html.js';
import { helpArticlePage, helpIndexPage, helpNotFoundPage, helpSearchPage } from './present.js';

/** The pages change only with a release: shared caches may keep them for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';
/** An address no article has may become one with the next release. */
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=300';
/** The help centre finds the articles having every word; failing any, those having half of them. */
const EVERY_WORD = { minCoverage: 1 };
const SOME_WORDS = { minCoverage: 0.5 };

const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});

const appendSlash = {
  response: { 301: { description: 'To the same path with a final slash', type: 'null' } },
};

/**
 * The help centre (issue 33 item 1), server-rendered HTML without script, readable signed out,
 * light and dark, under the CSP of plugins/html.ts (its one form submits here): the library's
 * index with its search, and each article. The index and each article are rendered once, at
 * start; a search costs a lookup in the index built at start. No cookie is set: the pages are
 * public and cacheable.
 */
const helpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { library } = app.safetyResources;
  const index = helpIndexPage(library.all());
  const articles = new Map<string, RenderedPage>(
    library.all().map((article) => [article.slug, helpArticlePage(article)]),
  );
  const notFound = helpNotFoundPage();

  // The CSRF cookie set on every answer lacking one must not reach a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('set-cookie');
  });

  /**
   * GET /help/: every article of the library (app.safetyResources.library: the guides to
   * Lifeguard, then the safety articles the assistant cites); with `?q=`, the articles having
   * every word of it (else half of its words, said so), best first, or "No articles match", the
   * query kept in the search box. A query that is too long or holds control characters answers
   * 400 in our error shape.
   */
  app.get(
    HELP_PATH,
    {
      schema: {
        querystring: HelpQuerySchema,
        response: { 200: html('The help centre, or the articles found'), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query.q?.trim() ?? '';
      if (!query) return sendPage(reply, index, CACHE_CONTROL);
      const every = library.search(query, EVERY_WORD);
      const found = every.length ? every : library.search(query, SOME_WORDS);
      const page = helpSearchPage(
        query,
        found.map(({ article }) => article),
        every.length === 0,
      );
      return sendPage(reply, page, CACHE_CONTROL);
    },
  );

  /** GET /help/{slug}/: one article, at an address that stays; 404 page for any other slug. */
  app.get(
    `${HELP_PATH}:slug/`,
    {
      schema: {
        params: HelpArticleParamsSchema,
        response: {
          200: html('The article'),
          400: ApiErrorSchema,
          404: html('No article has this slug'),
        },
      },
    },
    async (request, reply) => {
      const page = articles.get(request.params.slug);
      if (page) return sendPage(reply, page, CACHE_CONTROL);
      return sendPage(reply.code(404), notFound, NOT_FOUND_CACHE_CONTROL);
    },
  );

  /** GET /help: 301 to /help/, with the query. */
  app.get(HELP_PATH.slice(0, -1), { schema: appendSlash }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`${HELP_PATH}${query < 0 ? '' : request.url.slice(query)}`, 301);
  });
  /** GET /help/{slug}: 301 to /help/{slug}/. */
  app.get(
    `${HELP_PATH}:slug`,
    {
      schema: {
        params: HelpArticleParamsSchema,
        ...appendSlash,
        response: { ...appendSlash.response, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.redirect(`${HELP_PATH}${encodeURIComponent(request.params.slug)}/`, 301),
  );
};

export default fp(helpRoutes, { name: 'help-routes', encapsulate: true, dependencies: ['safety-resources'] });

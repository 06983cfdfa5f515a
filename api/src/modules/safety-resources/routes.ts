import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { EducationalArticleRow } from './schema.js';
import { DetailSchema } from '../../plugins/errors.js';
import { requireSession } from '../../plugins/session.js';
import { listAnswer, listOf } from '../../plugins/lists.js';
import { ARTICLE_CATEGORIES, type ArticleCategory } from './articles.js';

/** An educational article (spec 001 §3 "Educational content"; issue 4 contract). */
const ArticleSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  category: Type.Enum(ARTICLE_CATEGORIES),
  reading_minutes: Type.Integer(),
  url: Type.Union([Type.String(), Type.Null()]),
});

const presentArticle = (row: EducationalArticleRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  category: row.category as ArticleCategory,
  reading_minutes: row.readingMinutes,
  url: row.url,
});

/**
 * GET /safety-resources/api/educational-content/: every article in a list envelope, the most
 * relevant to the signed-in user's onboarding answers first (relevance.ts). 401 signed out.
 */
const safetyResourcesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/safety-resources/api/educational-content/',
    { schema: { response: { 200: listOf(ArticleSchema), 401: DetailSchema } } },
    async (request) => {
      const current = await requireSession(request);
      const rows = await app.safetyResources.forUser(current.user.onboardingResponses);
      return listAnswer(rows.map(presentArticle));
    },
  );
};

export default safetyResourcesRoutes;

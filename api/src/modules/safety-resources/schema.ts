import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId } from '../../db/columns.js';

/**
 * Educational articles (spec 001 §3 "Educational content"), seeded at start from
 * modules/safety-resources/articles.ts by slug. `tags` are onboarding answer codes
 * (spec 000 §3) the article speaks to; `position` is the default order.
 */
export const educationalArticles = pgTable('educational_articles', {
  id: identityId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  category: text('category').notNull(),
  readingMinutes: integer('reading_minutes').notNull(),
  url: text('url'),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer('position').notNull(),
});

export type EducationalArticleRow = typeof educationalArticles.$inferSelect;

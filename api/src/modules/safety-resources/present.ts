import type { ArticleCategory } from '@lifeguard/contracts/safety-resources';
import type { Article } from '@lifeguard/contracts/schemas/safety-resources';
import type { EducationalArticleRow } from './schema.js';

/** An article row as answered (spec 001 §3 "Educational content"); tags and order stay inside. */
export const presentArticle = (row: EducationalArticleRow): Article => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  category: row.category as ArticleCategory,
  reading_minutes: row.readingMinutes,
  url: row.url,
});

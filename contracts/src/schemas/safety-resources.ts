import { Type, type Static } from 'typebox';
import { ARTICLE_CATEGORIES } from '../safety-resources.js';
import { Nullable } from './text.js';

/**
 * An educational article (spec 001 §3 "Educational content"), as `GET
 * /safety-resources/api/educational-content/` lists them (list envelope, `listOf`): `body` is
 * plain paragraphs separated by a blank line, `url` an outside source or null.
 */
export const ArticleSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  category: Type.Enum(ARTICLE_CATEGORIES),
  reading_minutes: Type.Integer(),
  url: Nullable(Type.String()),
});
export type Article = Static<typeof ArticleSchema>;

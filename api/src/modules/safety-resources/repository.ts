import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { educationalArticles, type EducationalArticleRow } from './schema.js';

/** An article as stored, without its id. */
export type ArticleValues = Omit<typeof educationalArticles.$inferInsert, 'id'>;

const columns = getTableColumns(educationalArticles);
/** What a new version of an article replaces. */
const UPDATED = [
  'title',
  'summary',
  'body',
  'category',
  'readingMinutes',
  'url',
  'tags',
  'position',
] as const;

/** The educational articles table (spec 001 §3 "Educational content"). */
export function createArticleRepository(db: Database) {
  const all = db
    .select()
    .from(educationalArticles)
    .orderBy(asc(educationalArticles.position))
    .prepare('educational_articles_all');

  return {
    /** Writes `rows` by slug: inserts new ones, replaces the content of known ones. */
    async upsert(rows: ArticleValues[]): Promise<void> {
      await db
        .insert(educationalArticles)
        .values(rows)
        .onConflictDoUpdate({
          target: educationalArticles.slug,
          set: Object.fromEntries(UPDATED.map((key) => [key, sql.raw(`excluded.${columns[key].name}`)])),
        });
    },
    /** Every article, in the default order. */
    all: (): Promise<EducationalArticleRow[]> => all.execute(),
  };
}

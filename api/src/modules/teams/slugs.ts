import { randomBytes } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { teams, type TeamRow } from './schema.js';

/** Longest slug made from a name, before any `-N` suffix (the contract allows 120). */
const SLUG_BASE_MAX = 60;
/** Numbered slugs tried (`adas-family-2` … `-20`) before a random suffix. */
const NUMBERED_TRIES = 20;

/**
 * The slug a name starts from: lowercase ASCII letters, digits and single dashes ("Ada's
 * family" → `adas-family`, "Zoë & Co" → `zoe-co`); `family` when nothing is left.
 */
export function slugBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_BASE_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'family';
}

/**
 * Inserts a family named `name` under a unique slug made from it: the base, else the first free
 * `base-N`, else `base-<random>` (a concurrent insert that took a candidate moves on to the
 * next). The slug never changes afterwards (schema.ts). `db` may be a transaction.
 */
export async function insertTeamWithSlug(db: Database, name: string): Promise<TeamRow> {
  const base = slugBase(name);
  const taken = new Set(
    (
      await db
        .select({ slug: teams.slug })
        .from(teams)
        .where(or(eq(teams.slug, base), like(teams.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  const numbered = [base, ...Array.from({ length: NUMBERED_TRIES - 1 }, (_, i) => `${base}-${i + 2}`)];
  const candidates = numbered.filter((slug) => !taken.has(slug));
  for (let attempt = 0; ; attempt++) {
    const slug = candidates[attempt] ?? `${base}-${randomBytes(4).toString('hex')}`;
    const [row] = await db
      .insert(teams)
      .values({ name, slug })
      .onConflictDoNothing({ target: teams.slug })
      .returning();
    if (row) return row;
    if (attempt > candidates.length + 10) throw new Error('no free slug for a new family');
  }
}

import { asc, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { breachRecords } from '../schema.js';
import { CORPUS_CONTEXT, type CorpusPayload } from '../corpus/record.js';
import { IDENTIFIER_KINDS, normaliseIdentifier, type Identifiers } from '../identifiers.js';
import type { BreachSealer } from '../sealing.js';
import { HIT_FIELDS, emptyHit, type BreachHit, type BreachSearchProvider } from './provider.js';

const keyColumns = {
  email: breachRecords.emailKey,
  username: breachRecords.usernameKey,
  phone: breachRecords.phoneKey,
  name: breachRecords.nameKey,
};

type Row = { id: number; source: string; breachDate: string | null; payload: Buffer };

function toHit(row: Row, payload: CorpusPayload): BreachHit {
  const raw = { database_name: row.source, breach_date: row.breachDate, ...payload.f, ...payload.x };
  const hit = emptyHit(`local:${row.id}`, row.source, raw);
  for (const field of HIT_FIELDS) {
    const value = payload.f[field];
    if (value) hit[field] = [value];
  }
  return hit;
}

/** True when the opened record really holds a searched identifier (not a blind-key collision). */
const matches = (payload: CorpusPayload, query: Identifiers) =>
  IDENTIFIER_KINDS.some((kind) => {
    const value = payload.f[kind];
    return value !== undefined && query[kind].includes(normaliseIdentifier(kind, value));
  });

/**
 * The local breach corpus (`breach_records`), the offline default provider: one query probing
 * the blind-key indexes of every searched identifier (normalised), at most `limit` records
 * opened, oldest first; `total` counts every match.
 */
export function createLocalProvider(db: Database, sealer: BreachSealer, limit = 1000): BreachSearchProvider {
  return {
    name: 'local',
    async search(query) {
      const conditions = IDENTIFIER_KINDS.filter((kind) => query[kind].length).map((kind) =>
        inArray(
          keyColumns[kind],
          query[kind].map((value) => sealer.blindKey(kind, value)),
        ),
      );
      if (!conditions.length) return { hits: [], total: 0 };
      const rows = await db
        .select({
          id: breachRecords.id,
          source: breachRecords.source,
          breachDate: breachRecords.breachDate,
          payload: breachRecords.payload,
          total: sql<string>`count(*) over ()`,
        })
        .from(breachRecords)
        .where(or(...conditions))
        .orderBy(asc(breachRecords.id))
        .limit(limit);
      const hits = rows.flatMap((row) => {
        const payload = sealer.open<CorpusPayload>(row.payload, CORPUS_CONTEXT);
        return matches(payload, query) ? [toHit(row, payload)] : [];
      });
      const total = Number(rows[0]?.total ?? 0) - (rows.length - hits.length);
      return { hits, total };
    },
  };
}

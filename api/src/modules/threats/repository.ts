import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { threatEvents, type ThreatEventRow } from './schema.js';

/** A threat event to insert; the database fills id, threat_id, status and created_at. */
export type NewThreatEventRow = Omit<
  typeof threatEvents.$inferInsert,
  'id' | 'threatId' | 'status' | 'createdAt'
>;

/** Threat events of users; every call is scoped to one user. */
export function createThreatRepository(db: Database) {
  const userEvents = eq(threatEvents.userId, sql.placeholder('userId'));
  const page = db
    .select()
    .from(threatEvents)
    .where(userEvents)
    // As the (user_id, detected_at DESC NULLS LAST, id DESC NULLS LAST) index reads.
    .orderBy(sql`${threatEvents.detectedAt} desc nulls last`, sql`${threatEvents.id} desc nulls last`)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('threat_events_page');
  const total = db.select({ n: count() }).from(threatEvents).where(userEvents).prepare('threat_events_count');

  return {
    /** The stored event, or null when the user already has one with its external_id. */
    async insert(values: NewThreatEventRow): Promise<ThreatEventRow | null> {
      const [row] = await db
        .insert(threatEvents)
        .values(values)
        .onConflictDoNothing({ target: [threatEvents.userId, threatEvents.externalId] })
        .returning();
      return row ?? null;
    },
    /** The user's event stored under `externalId`, or null. */
    async findByExternalId(userId: number, externalId: string): Promise<ThreatEventRow | null> {
      const [row] = await db
        .select()
        .from(threatEvents)
        .where(and(eq(threatEvents.userId, userId), eq(threatEvents.externalId, externalId)));
      return row ?? null;
    },
    /** The user's event whose threat_id is `threatId` (a UUID), or null. */
    async findByThreatId(userId: number, threatId: string): Promise<ThreatEventRow | null> {
      const [row] = await db
        .select()
        .from(threatEvents)
        .where(and(eq(threatEvents.userId, userId), eq(threatEvents.threatId, threatId)));
      return row ?? null;
    },
    /** One page of the user's events, newest first (detected_at, then id), and their total. */
    async page(userId: number, { size, offset }: { size: number; offset: number }) {
      const [rows, [counted]] = await Promise.all([
        page.execute({ userId, limit: size, offset }),
        total.execute({ userId }),
      ]);
      return { rows, count: counted?.n ?? 0 };
    },
  };
}

export type ThreatRepository = ReturnType<typeof createThreatRepository>;

import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { threatEvents, type ThreatEventRow } from './schema.js';
import { describeThreat } from './descriptions.js';
import type { NewThreatEvent } from './schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    threats: ThreatsService;
  }
}

/** A recorded event, and whether this call stored it (false: its external_id was already in). */
export type Recorded = { row: ThreatEventRow; created: boolean };

/** A report dated in the future would sit on top of the timeline forever: it counts as now. */
const detectedAt = (reported: string | undefined, now: Date) =>
  reported && new Date(reported) < now ? new Date(reported) : now;

/** Threat events of users (spec 001 §3 "Threat event"): recorded once each, read newest first. */
export function createThreatsService(db: Database) {
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
    /**
     * Stores a threat for the user, unless one with the same `external_id` is already stored
     * for them (then answers that one, unchanged). `description` defaults to describeThreat's.
     */
    async record(userId: number, event: NewThreatEvent): Promise<Recorded> {
      const externalId = event.external_id ?? null;
      const [row] = await db
        .insert(threatEvents)
        .values({
          userId,
          threatType: event.threat_type,
          threatCategory: event.threat_category ?? null,
          severity: event.severity,
          threatIdentifier: event.threat_identifier ?? null,
          detectedAt: detectedAt(event.detected_at, new Date()),
          confidenceScore: event.confidence_score ?? null,
          sourceSystem: event.source_system,
          externalId,
          threatData: event.threat_data ?? {},
          analysis: event.analysis ?? null,
          description: event.description ?? describeThreat(event),
        })
        .onConflictDoNothing({ target: [threatEvents.userId, threatEvents.externalId] })
        .returning();
      if (row) return { row, created: true };
      const [existing] = await db
        .select()
        .from(threatEvents)
        .where(and(eq(threatEvents.userId, userId), eq(threatEvents.externalId, externalId ?? '')));
      if (!existing) throw new Error('threat event vanished after a conflict');
      return { row: existing, created: false };
    },
    /** One page of the user's events, newest first (detected_at, then id), and their total. */
    async list(userId: number, { size, offset }: { size: number; offset: number }) {
      const [rows, [counted]] = await Promise.all([
        page.execute({ userId, limit: size, offset }),
        total.execute({ userId }),
      ]);
      return { rows, count: counted?.n ?? 0 };
    },
  };
}

export type ThreatsService = ReturnType<typeof createThreatsService>;

/** Domain plugin decorating `app.threats`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('threats', createThreatsService(app.db));
  },
  { name: 'threats', dependencies: ['db'] },
);

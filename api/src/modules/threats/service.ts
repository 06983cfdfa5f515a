import type { IngestThreatRequest } from '@lifeguard/contracts/schemas/threats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { describeThreat } from './descriptions.js';
import { createThreatWriter, type ConsequenceServices, type Consequences } from './report.js';
import { createThreatRepository, type NewThreatEventRow } from './repository.js';
import type { ThreatEventRow } from './schema.js';
import { createThreatSealer, type ThreatSealer } from './sealing.js';

declare module 'fastify' {
  interface FastifyInstance {
    threats: ThreatsService;
  }
}

/** A threat to record: the ingested fields, `external_id` optional (no deduplication without). */
export type NewThreatEvent = Omit<IngestThreatRequest, 'external_id'> & { external_id?: string | null };

/** A recorded event, and whether this call stored it (false: its external_id was already in). */
export type Recorded = { row: ThreatEventRow; created: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A report dated in the future would sit on top of the timeline forever: it counts as now. */
const detectedAt = (reported: string | undefined, now: Date) =>
  reported && new Date(reported) < now ? new Date(reported) : now;

/** The row of `event` for the user, as stored before sealing. */
function rowOf(userId: number, event: NewThreatEvent): NewThreatEventRow {
  return {
    userId,
    threatType: event.threat_type,
    threatCategory: event.threat_category ?? null,
    severity: event.severity,
    threatIdentifier: event.threat_identifier ?? null,
    detectedAt: detectedAt(event.detected_at, new Date()),
    confidenceScore: event.confidence_score ?? null,
    sourceSystem: event.source_system,
    externalId: event.external_id ?? null,
    threatData: event.threat_data ?? {},
    analysis: event.analysis ?? null,
    description: event.description ?? describeThreat(event),
  };
}

/**
 * Threat events of users (spec 001 §3 "Threat event"): recorded once each, read newest first.
 * Gmail findings are sealed at rest and every read opens them (sealing.ts; issue 30 item 7).
 * `services` write a report's consequences in its transaction (report.ts).
 */
export function createThreatsService(db: Database, sealer: ThreatSealer, services: ConsequenceServices) {
  const events = createThreatRepository(db);
  const write = createThreatWriter(db, services);

  /**
   * The one path of "a threat was found" (issue 36 item 4), for the Gmail sync, the dark web
   * scan and the extension's ingest: stores the threat for the user with its `consequences`
   * (notification, action items, integration) in one transaction, exactly once per
   * `external_id` (report.ts). A repeat changes nothing and answers the stored event with
   * `created: false`. `description` defaults to describeThreat's. Sealing is done before the
   * transaction, opening after it. With `tx`, a caller's transaction, everything is written in
   * it instead (query nothing else meanwhile). @throws a database error, with nothing stored.
   */
  async function report(
    userId: number,
    event: NewThreatEvent,
    consequences: Consequences = {},
    tx?: Database,
  ): Promise<Recorded> {
    const placeholder = describeThreat({ threat_type: event.threat_type, severity: event.severity });
    const sealed = await sealer.seal(rowOf(userId, event), placeholder);
    const { row, created } = await write(sealed, consequences, tx);
    return { row: await sealer.open(row), created };
  }

  return {
    report,
    /** {@link report} without consequences: the event alone (demo data, tests). */
    record: (userId: number, event: NewThreatEvent): Promise<Recorded> => report(userId, event),
    /** One page of the user's events, newest first (detected_at, then id), and their total. */
    async list(userId: number, window: { size: number; offset: number }) {
      const { rows, count } = await events.page(userId, window);
      return { rows: await Promise.all(rows.map((row) => sealer.open(row))), count };
    },
    /** `row` read from threat_events elsewhere (the data export), opened (sealing.ts). */
    open: sealer.open,
    /**
     * The user's event with `threat_id` `threatUuid` (spec 001 §3), or null when there is none,
     * it is another user's, or `threatUuid` is not a UUID.
     */
    async get(userId: number, threatUuid: string): Promise<ThreatEventRow | null> {
      const row = UUID.test(threatUuid) ? await events.findByThreatId(userId, threatUuid) : null;
      return row && sealer.open(row);
    },
  };
}

export type ThreatsService = ReturnType<typeof createThreatsService>;

/**
 * Domain plugin decorating `app.threats`, Gmail findings sealed under SECRET_KEY; a report's
 * consequences go through `app.notifications`, `app.securityTasks` and `app.integrations`.
 */
export default fp(
  async (app: FastifyInstance) => {
    const sealer = createThreatSealer(app.config.secretKey, app.log);
    app.decorate('threats', createThreatsService(app.db, sealer, app));
  },
  { name: 'threats', dependencies: ['db', 'security-tasks', 'integrations'] },
);

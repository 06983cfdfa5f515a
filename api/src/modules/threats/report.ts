import type { IntegrationType } from '@lifeguard/contracts/integrations';
import type { Database } from '../../db/database.js';
import type { NewNotification } from '../security-tasks/repository.js';
import type { Recommendation } from '../security-tasks/service.js';
import { createThreatRepository, type NewThreatEventRow } from './repository.js';
import type { ThreatEventRow } from './schema.js';

/**
 * What a new threat event changes beyond the timeline (spec 001 §4 "Action items and
 * notifications", "Integration setup"), written with the event or not at all.
 */
export type Consequences = {
  /** The user's notification of it (e.g. 'Scam email detected'). */
  notification?: NewNotification;
  /** Action items it asks for, each added unless the user has one with its title. */
  actionItems?: readonly Recommendation[];
  /**
   * The integration whose protection found it, marked configured, active and healthy (one the
   * user turned off stays off): its score counts it (the dark web scan's 'darkweb').
   */
  markActive?: IntegrationType;
};

/** `service.within(tx)`: the writes of another module over one transaction, never the pool. */
type Within<Writes> = { within(tx: Database): Writes };

/** The services whose writes a report makes, each over the report's transaction. */
export type ConsequenceServices = {
  notifications: Within<{ create(userId: number, notification: NewNotification): Promise<unknown> }>;
  securityTasks: Within<{ recommend(userId: number, item: Recommendation): Promise<unknown> }>;
  integrations: Within<{ markActive(userId: number, type: IntegrationType): Promise<unknown> }>;
};

/** The event as stored (sealed, see sealing.ts), and whether this call stored it. */
export type Written = { row: ThreatEventRow; created: boolean };

/**
 * Writes a threat event and its consequences exactly once (issue 35 item 2, issue 36 item 4;
 * spec 001 §3 "Threat event", §4): in ONE transaction, the event (`values`, already sealed) is
 * inserted, deduplicated by the user's `external_id`; when it is new, its notification, its
 * action items and the integration change follow. A failure or a killed process at any point
 * rolls all of it back, so the retry finds nothing and writes all of it; once committed, a
 * repeat finds the event, writes nothing and answers `created: false` with the stored row.
 * Concurrent reports of one external_id are serialised by the unique index: the second waits
 * for the first's commit, then finds its row.
 *
 * Only `tx` is queried inside the transaction: on PGlite it holds the one connection, and a
 * query on the pool would wait for it forever. The other modules' services write through their
 * `within(tx)`, read from `services` when the report runs. What is reconciled from the stored
 * state on every read (securityTasks.reconcile) is not written here; callers run it after the
 * commit. Given a caller's transaction (`outer`), the writes join it: the dark web scan stores
 * the scan and its report together. @throws whatever a write throws, after the rollback.
 */
export function createThreatWriter(db: Database, services: ConsequenceServices) {
  async function consequencesOf(tx: Database, userId: number, consequences: Consequences) {
    const { notification, actionItems = [], markActive } = consequences;
    if (notification) await services.notifications.within(tx).create(userId, notification);
    const tasks = services.securityTasks.within(tx);
    for (const item of actionItems) await tasks.recommend(userId, item);
    if (markActive) await services.integrations.within(tx).markActive(userId, markActive);
  }

  /** The event and its consequences over `tx`. */
  async function writeIn(tx: Database, values: NewThreatEventRow, consequences: Consequences) {
    const events = createThreatRepository(tx);
    const row = await events.insert(values);
    if (row) {
      await consequencesOf(tx, values.userId, consequences);
      return { row, created: true };
    }
    const existing = await events.findByExternalId(values.userId, values.externalId ?? '');
    if (!existing) throw new Error('threat event vanished after a conflict');
    return { row: existing, created: false };
  }

  /** Writes in a transaction of its own, or in `outer`, a caller's (a dark web scan's save). */
  return (values: NewThreatEventRow, consequences: Consequences, outer?: Database): Promise<Written> =>
    outer ? writeIn(outer, values, consequences) : db.transaction((tx) => writeIn(tx, values, consequences));
}

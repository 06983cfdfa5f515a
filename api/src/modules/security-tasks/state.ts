import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { integrations } from '../integrations/schema.js';
import { users } from '../users/schema.js';
import type { DarkWebService } from '../darkweb/service.js';
import type { SecurityState } from './items.js';
import { countryOf } from './numbers.js';

/** What the state reader needs of the dark web scans (modules/darkweb/service.ts). */
export type ScanSource = Pick<DarkWebService, 'latestScan' | 'entries'>;

/**
 * Reads the facts action items follow (items.ts `SecurityState`): the user's phone and active
 * integrations in one prepared query, then the latest stored scan; its breach entries are
 * opened only when it found a password, to name the breaches that exposed one.
 */
export function createStateReader(db: Database, scans: ScanSource) {
  const facts = db
    .select({
      phoneVerified: users.phoneVerified,
      phoneNumber: users.phoneNumber,
      active: sql<string[]>`array_remove(array_agg(${integrations.type}), null)`,
    })
    .from(users)
    .leftJoin(
      integrations,
      and(
        eq(integrations.userId, users.id),
        eq(integrations.isActive, true),
        eq(integrations.isConfigured, true),
      ),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .groupBy(users.id)
    .prepare('security_tasks_state');

  async function passwordBreaches(userId: number): Promise<{ scanned: boolean; breaches: string[] }> {
    const scan = await scans.latestScan(userId);
    if (!scan?.id) return { scanned: false, breaches: [] };
    const found = scan.passwords_found.length + scan.consolidated_data.hashed_password.length;
    if (found === 0) return { scanned: true, breaches: [] };
    const entries = await scans.entries(scan.id, userId);
    const exposing = entries.filter((e) => e.password || e.hashed_password);
    return { scanned: true, breaches: [...new Set(exposing.map((e) => e.database_name))] };
  }

  return async (userId: number): Promise<SecurityState> => {
    const [[row], { scanned, breaches }] = await Promise.all([
      facts.execute({ userId }),
      passwordBreaches(userId),
    ]);
    if (!row) throw new Error(`user ${userId} not found`);
    const phone = row.phoneVerified && row.phoneNumber;
    return {
      phoneVerified: row.phoneVerified,
      phoneCountry: phone ? countryOf(phone) : null,
      activeProtections: new Set(row.active),
      scanned,
      passwordBreaches: breaches,
    };
  };
}

export type StateReader = ReturnType<typeof createStateReader>;

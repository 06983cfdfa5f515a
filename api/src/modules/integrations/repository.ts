import {
  DEFAULT_PROVIDERS,
  INTEGRATION_TYPES,
  type HealthStatus,
  type IntegrationType,
} from '@lifeguard/contracts/integrations';
import type { HeartbeatRequest } from '@lifeguard/contracts/schemas/integrations';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { extensionHeartbeats, integrations, type IntegrationRow } from './schema.js';

/** The fields a client or a status check may change. */
export type IntegrationChanges = Partial<{
  provider: string;
  isActive: boolean;
  isConfigured: boolean;
  healthStatus: HealthStatus;
  lastSyncedAt: Date;
  turnedOff: boolean;
}>;

/** What the browser extension says about itself when it reports in (its heartbeat's body). */
export type ExtensionReport = HeartbeatRequest;

const typeOrder = (row: IntegrationRow) => INTEGRATION_TYPES.indexOf(row.type as IntegrationType);

/** Integrations and extension heartbeats of users; every call is scoped to one user. */
export function createIntegrationRepository(db: Database) {
  const byUser = db
    .select()
    .from(integrations)
    .where(eq(integrations.userId, sql.placeholder('userId')))
    .prepare('integrations_by_user');
  const ofUser = (userId: number, id: number) =>
    and(eq(integrations.id, id), eq(integrations.userId, userId));
  const find = async (userId: number, id: number): Promise<IntegrationRow | null> => {
    const [row] = await db.select().from(integrations).where(ofUser(userId, id));
    return row ?? null;
  };

  return {
    /** The user's integrations, ordered darkweb, chrome, email, phone, financial. */
    async list(userId: number): Promise<IntegrationRow[]> {
      const rows = await byUser.execute({ userId });
      return rows.sort((a, b) => typeOrder(a) - typeOrder(b));
    },
    find,
    /** The new integration, or null when the user already has one of that type. */
    async create(
      userId: number,
      values: { type: IntegrationType } & IntegrationChanges,
    ): Promise<IntegrationRow | null> {
      const provider = values.provider ?? DEFAULT_PROVIDERS[values.type];
      const [row] = await db
        .insert(integrations)
        .values({ ...values, userId, provider })
        .onConflictDoNothing({ target: [integrations.userId, integrations.type] })
        .returning();
      return row ?? null;
    },
    /** The changed integration (undefined fields unchanged), or null when the user has none with that id. */
    async update(userId: number, id: number, changes: IntegrationChanges): Promise<IntegrationRow | null> {
      if (Object.values(changes).every((value) => value === undefined)) return find(userId, id);
      const [row] = await db.update(integrations).set(changes).where(ofUser(userId, id)).returning();
      return row ?? null;
    },
    /** Sets the state of the user's integration of `type`, creating it with its default provider. */
    async upsert(
      userId: number,
      type: IntegrationType,
      changes: IntegrationChanges,
    ): Promise<IntegrationRow> {
      const [row] = await db
        .insert(integrations)
        .values({ ...changes, userId, type, provider: changes.provider ?? DEFAULT_PROVIDERS[type] })
        .onConflictDoUpdate({ target: [integrations.userId, integrations.type], set: changes })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
    /** Records that the user's extension reported in now; what it leaves out is kept. */
    async touchExtension(userId: number, report: ExtensionReport): Promise<void> {
      const { version = null, browser = null } = report;
      const { version: oldVersion, browser: oldBrowser } = extensionHeartbeats;
      await db
        .insert(extensionHeartbeats)
        .values({ userId, version, browser, lastSeenAt: new Date() })
        .onConflictDoUpdate({
          target: extensionHeartbeats.userId,
          set: {
            version: sql`coalesce(excluded.version, ${oldVersion})`,
            browser: sql`coalesce(excluded.browser, ${oldBrowser})`,
            lastSeenAt: sql`excluded.last_seen_at`,
          },
        });
    },
    async extensionLastSeenAt(userId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: extensionHeartbeats.lastSeenAt })
        .from(extensionHeartbeats)
        .where(eq(extensionHeartbeats.userId, userId));
      return row?.at ?? null;
    },
  };
}

export type IntegrationRepository = ReturnType<typeof createIntegrationRepository>;

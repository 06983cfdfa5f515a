import { REQUIRED_TYPES, type IntegrationType } from '@lifeguard/contracts/integrations';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import {
  createIntegrationRepository,
  type ExtensionReport,
  type IntegrationRepository,
} from './repository.js';
import type { IntegrationRow } from './schema.js';
import { WORKING_STATE, deriveStatus, turnedOff, type DerivedStatus, type StatusProbes } from './status.js';

declare module 'fastify' {
  interface FastifyInstance {
    integrations: IntegrationsService;
  }
}

/** What `check_status` and `sync` found, and the integration as now stored. */
export type CheckOutcome = DerivedStatus & { integration: IntegrationRow };

/** The probes of the user's state kept by other modules (the extension's is kept here). */
export type OutsideProbes = Omit<StatusProbes, 'extensionLastSeenAt'>;

/**
 * Integrations of users (spec 001 §3, §4, §7): the stored rows plus the checks that make their
 * status real. `now` is the clock of checks; tests move it.
 */
export function createIntegrationsService(db: Database, outside: OutsideProbes, now = () => new Date()) {
  const repository = createIntegrationRepository(db);
  const probes: StatusProbes = { ...outside, extensionLastSeenAt: repository.extensionLastSeenAt };
  /** The status of the user's `type` derived now; one the user turned off stays off. */
  const derive = async (userId: number, type: IntegrationType, row: IntegrationRow | null, at: Date) =>
    row?.turnedOff ? turnedOff(row.isConfigured) : deriveStatus(probes, userId, type, at);
  const ofType = async (userId: number, type: IntegrationType, over = repository) =>
    (await over.list(userId)).find((row) => row.type === type) ?? null;
  /** `markActive` with its reads and writes over `over`. */
  const markActiveOver =
    (over: IntegrationRepository) =>
    async (userId: number, type: IntegrationType): Promise<IntegrationRow> => {
      const row = await ofType(userId, type, over);
      return row?.turnedOff ? row : over.upsert(userId, type, WORKING_STATE);
    };
  const markActive = markActiveOver(repository);

  return {
    list: repository.list,
    find: repository.find,
    create: repository.create,
    update: repository.update,
    /**
     * Re-derives the integration's status from the user's real state and stores it (with
     * last_synced_at when `sync`); null when the user has no integration with that id.
     */
    async check(userId: number, id: number, { sync }: { sync: boolean }): Promise<CheckOutcome | null> {
      const row = await repository.find(userId, id);
      if (!row) return null;
      const at = now();
      const { status, state } = await derive(userId, row.type as IntegrationType, row, at);
      const changes = sync ? { ...state, lastSyncedAt: at } : state;
      const integration = await repository.update(userId, id, changes);
      return integration && { status, state, integration };
    },
    /**
     * Makes the user's integration of `type` configured, active and healthy, creating it if
     * missing; one the user turned off stays as it is.
     */
    markActive,
    /**
     * `markActive` over `tx`, a transaction of another module's (threats/report.ts): the change
     * commits or rolls back with that transaction's other writes.
     */
    within: (tx: Database) => ({ markActive: markActiveOver(createIntegrationRepository(tx)) }),
    /**
     * Stores the status of the user's integration of `type` as derived now (creating it with its
     * default provider), e.g. after email protection connected, synced or disconnected; with
     * `synced`, last_synced_at is now too.
     */
    async refresh(userId: number, type: IntegrationType, { synced = false } = {}): Promise<IntegrationRow> {
      const row = await ofType(userId, type);
      const at = now();
      const { state } = await derive(userId, type, row, at);
      return repository.upsert(userId, type, synced ? { ...state, lastSyncedAt: at } : state);
    },
    /** The browser extension reported in: remembered, and web protection (chrome) is working. */
    async extensionReportedIn(userId: number, report: ExtensionReport = {}): Promise<IntegrationRow> {
      await repository.touchExtension(userId, report);
      return markActive(userId, 'chrome');
    },
    /** Types configured, types active (configured too, spec 001 §4), and whether all required are. */
    async onboardingStatus(userId: number) {
      const rows = await repository.list(userId);
      const activeTypes = rows.filter((r) => r.isActive && r.isConfigured).map((r) => r.type);
      return {
        has_integrations: rows.length > 0,
        configured_types: rows.filter((r) => r.isConfigured).map((r) => r.type),
        active_types: activeTypes,
        all_required_active: REQUIRED_TYPES.every((type) => activeTypes.includes(type)),
      };
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;

/** Domain plugin decorating `app.integrations`; facts come from the dark web and users services. */
export default fp(
  async (app: FastifyInstance) => {
    const outside: OutsideProbes = {
      hasScans: (userId) => app.darkweb.hasScans(userId),
      phoneVerified: async (userId) => (await app.users.findById(userId))?.phoneVerified ?? false,
      // Registered after this plugin (it stores its status here): read when a check runs.
      emailProtection: (userId) => app.emailProtection.probe(userId),
    };
    app.decorate('integrations', createIntegrationsService(app.db, outside));
  },
  { name: 'integrations', dependencies: ['db', 'users', 'darkweb'] },
);

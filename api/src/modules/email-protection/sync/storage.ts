import type { FastifyInstance } from 'fastify';
import { analyseMail } from '../../scam-signs/mail/analyse.js';
import type { GmailOAuth } from '../gmail/client.js';
import type { EmailProtectionRepository } from '../repository.js';
import type { GmailConnectionRow } from '../schema.js';
import type { SyncDeps } from './deps.js';
import { reportFlagged } from './report.js';

/** What the sync reads from the service: the sealed token opened, the next run scheduled. */
type SyncService = {
  openToken(row: GmailConnectionRow): Promise<string>;
  refreshIntegration(userId: number, options?: { synced?: boolean }): Promise<unknown>;
  nextSyncAfter(at: Date, frequency: string): Date;
};

/** Plain-words reasons a sync failed, shown on the email screen. */
const FAILURE_TEXT = {
  token: 'Gmail access was revoked or expired. Please reconnect Gmail.',
  unavailable: 'Gmail could not be reached. We will try again shortly.',
  unknown: 'Something went wrong while scanning your mailbox. We will try again shortly.',
} as const;

/**
 * The sync job's view of our storage and services (deps.ts): the connection with its token
 * opened, family members as contacts for the analyser, analysed-message records, reports
 * (report.ts, one app.threats.report each), and
 * progress kept on the connection row (spec 001 §7 `gmail_sync_progress`); a finished sync sets
 * when the next runs (`next_sync_at`, by the scan frequency: the job runs again then, service.ts)
 * and refreshes the integration's status.
 */
export function syncDeps(
  app: FastifyInstance,
  repository: EmailProtectionRepository,
  service: SyncService,
  google: GmailOAuth,
): SyncDeps {
  const report = reportFlagged(app);
  return {
    async connection(userId) {
      const row = await repository.find(userId);
      if (!row) return null;
      return {
        accountEmail: row.accountEmail,
        refreshToken: await service.openToken(row),
        historyId: row.historyId,
        labels: row.labels,
      };
    },
    mailbox: (refreshToken) => google.mailbox(refreshToken),
    analyse: (raw, context) => analyseMail(raw, context),
    async contacts(userId) {
      const families = await app.teams.list(userId);
      const members = families.flatMap((family) => family.members.map((member) => member.user));
      return members
        .filter((user) => user.id !== userId)
        .map((user) => ({
          name: [user.firstName, user.lastName].filter(Boolean).join(' '),
          email: user.email,
        }));
    },
    analysed: (userId, ids) => repository.analysed(userId, ids),
    markAnalysed: (userId, id, isThreat) => repository.markAnalysed(userId, id, isThreat),
    async report(userId, message) {
      const row = await repository.find(userId);
      if (row) await report(userId, message, row.notifyHighRisk);
    },
    progress: {
      async started(userId, { total, processed, threatsFound }) {
        await repository.update(userId, {
          syncStatus: 'in_progress',
          syncTotal: total,
          syncProcessed: processed,
          syncThreatsFound: threatsFound,
          syncFinishedAt: null,
          syncError: null,
        });
      },
      async advanced(userId, { processed, threatsFound }) {
        await repository.update(userId, { syncProcessed: processed, syncThreatsFound: threatsFound });
      },
      async finished(userId, historyId) {
        const at = new Date();
        const row = await repository.find(userId);
        if (!row) return;
        await repository.update(userId, {
          syncStatus: 'completed',
          syncFinishedAt: at,
          lastSyncedAt: at,
          historyId,
          tokenError: false,
          syncError: null,
          nextSyncAt: service.nextSyncAfter(at, row.scanFrequency),
        });
        await service.refreshIntegration(userId, { synced: true });
      },
      async failed(userId, reason) {
        await repository.update(userId, {
          syncStatus: 'failed',
          syncFinishedAt: new Date(),
          syncError: FAILURE_TEXT[reason],
          tokenError: reason === 'token',
        });
        await service.refreshIntegration(userId);
      },
    },
    log: app.log,
  };
}

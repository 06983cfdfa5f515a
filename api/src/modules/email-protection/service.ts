import { createHash } from 'node:crypto';
import {
  SCAN_FREQUENCY_MS,
  type GmailConnectError,
  type ScanFrequency,
} from '@lifeguard/contracts/email-protection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as oauth from 'openid-client';
import { createSealer } from '../mfa/sealing.js';
import { forgetMailbox } from '../oidc/dev-provider/gmail/forget-mailbox.js';
import { GMAIL_CALLBACK_PATH } from './gmail/callback-path.js';
import { createGmailOAuth } from './gmail/client.js';
import { gmailEndpoints } from './gmail/endpoints.js';
import { createEmailProtectionRepository, type SettingsChanges } from './repository.js';
import type { GmailConnectionRow } from './schema.js';
import { GMAIL_SYNC_JOB, createGmailSync, type GmailSyncPayload } from './sync/sync.js';
import { syncDeps } from './sync/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    emailProtection: EmailProtectionService;
  }
}

/** How long a consent flow may take, from the auth URL to Google's return (ms). */
const CONSENT_TTL_MS = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const syncKey = (userId: number) => `${GMAIL_SYNC_JOB}:${userId}`;

/** What email protection's integration status is derived from (integrations/status.ts). */
export type EmailProtectionProbe = {
  connected: boolean;
  /** Google refused the token: the user must connect again. */
  tokenError: boolean;
  /** A sync completed at least once. */
  synced: boolean;
  /** The latest sync failed for another reason (Google unavailable). */
  syncFailed: boolean;
};

/**
 * Email protection (issue 14; spec 001 §7 the gmail calls): Google consent bound to the session,
 * the connection with its refresh token sealed at rest, settings, disconnect with revocation at
 * Google, and the mailbox sync as background jobs (`gmail.sync`, one queued per user) scheduled
 * by the scan frequency.
 */
export function createEmailProtection(app: FastifyInstance) {
  const repository = createEmailProtectionRepository(app.db);
  const sealer = createSealer<'gmail_refresh_token'>(app.config.secretKey, 'gmail tokens');
  const google = createGmailOAuth(app);
  const jobPayload = (userId: number): GmailSyncPayload => ({ userId });
  const endpoints = () => gmailEndpoints(app.config, app.publicOrigin());
  const standIn = () => endpoints()?.local ?? false;
  const isOwnAddress = async (userId: number, email: string) =>
    (await app.users.findById(userId))?.email.toLowerCase() === email.toLowerCase();
  const callbackUrl = () => `${app.publicOrigin()}${GMAIL_CALLBACK_PATH}`;
  const openToken = (row: GmailConnectionRow) =>
    sealer.open<string>(row.userId, 'gmail_refresh_token', row.refreshToken);

  /**
   * Runs a sync of the user's mailbox now: the queued one (a scheduled run) is moved to now, else
   * one is queued; the progress says in_progress from this moment (the screen polls while it
   * does). A sync already running is left to finish.
   */
  async function syncNow(userId: number): Promise<void> {
    const key = syncKey(userId);
    const { created } = await app.jobs.enqueue(GMAIL_SYNC_JOB, jobPayload(userId), { dedupeKey: key });
    if (!created) await app.jobs.reschedule(key, new Date());
    const row = await repository.find(userId);
    if (row && row.syncStatus !== 'in_progress') {
      await repository.update(userId, {
        syncStatus: 'in_progress',
        syncProcessed: 0,
        syncTotal: 0,
        syncThreatsFound: 0,
        syncStartedAt: new Date(),
        syncFinishedAt: null,
        syncError: null,
      });
    }
  }

  /** Stores the email integration's status as derived from the connection now. */
  const refreshIntegration = (userId: number, options?: { synced?: boolean }) =>
    app.integrations.refresh(userId, 'email', options);

  const service = {
    find: repository.find,
    openToken,
    refreshIntegration,

    /** Whether Gmail can be connected here: Google configured, or the local stand-in on. */
    available: () => endpoints() !== null,

    /**
     * Google's consent page for the signed-in user of session `sessionId`, asking for
     * gmail.readonly on their own address; the state is stored hashed, bound to the session,
     * for 10 minutes and one use.
     */
    async authUrl(userId: number, sessionId: string, loginHint: string): Promise<string> {
      const state = oauth.randomState();
      const codeVerifier = oauth.randomPKCECodeVerifier();
      await repository.saveState({
        stateHash: sha256(state),
        userId,
        sessionId,
        codeVerifier,
        expiresAt: new Date(Date.now() + CONSENT_TTL_MS),
      });
      const codeChallenge = await oauth.calculatePKCECodeChallenge(codeVerifier);
      return google.authUrl({ state, loginHint, codeChallenge, redirectUri: callbackUrl() });
    },

    /**
     * Google's return: takes the state (single use), checks it belongs to session `sessionId`,
     * exchanges the code, stores the sealed refresh token and queues the first (full) sync.
     * @returns null when connected, else the `error` to show on the email screen
     */
    async finishConnect(
      sessionId: string | null,
      query: { code?: string; state?: string; error?: string },
    ): Promise<GmailConnectError | null> {
      const flow = query.state ? await repository.takeState(sha256(query.state)) : null;
      if (!flow || flow.sessionId !== sessionId) return 'invalid_state';
      if (query.error || !query.code) return 'access_denied';
      try {
        const { refreshToken, accountEmail } = await google.exchangeCode(
          query.code,
          flow.codeVerifier,
          callbackUrl(),
        );
        // The offline stand-in has no accounts of its own: it grants the login_hint, which a
        // user could edit, so only the user's own mailbox is accepted from it.
        if (standIn() && !(await isOwnAddress(flow.userId, accountEmail))) {
          await google.revoke(refreshToken);
          return 'connect_failed';
        }
        const sealed = await sealer.seal(flow.userId, 'gmail_refresh_token', refreshToken);
        await repository.connect(flow.userId, accountEmail, sealed);
      } catch (error) {
        app.log.warn({ err: { message: (error as Error).message } }, 'gmail connect failed');
        return 'connect_failed';
      }
      await refreshIntegration(flow.userId);
      await syncNow(flow.userId);
      return null;
    },

    /** The changed connection (next sync moved to the new frequency), or null when not connected. */
    async updateSettings(userId: number, changes: SettingsChanges): Promise<GmailConnectionRow | null> {
      const row = await repository.update(userId, changes);
      if (row && changes.scanFrequency) {
        const base = row.lastSyncedAt ?? new Date();
        const next = new Date(base.getTime() + SCAN_FREQUENCY_MS[changes.scanFrequency]);
        const runAt = next < new Date() ? new Date() : next;
        await app.jobs.reschedule(syncKey(userId), runAt);
        return repository.update(userId, { nextSyncAt: runAt });
      }
      return row;
    },

    /**
     * Disconnects the user's Gmail: queued syncs cancelled, the token revoked at Google (best
     * effort: a failure there is logged) and deleted. Analysed-message records are kept.
     */
    async disconnect(userId: number): Promise<void> {
      await app.jobs.cancel(syncKey(userId));
      const row = await repository.disconnect(userId);
      if (row) await google.revoke(await openToken(row));
      await refreshIntegration(userId);
    },

    /**
     * Readies an account deletion (account/service.ts): opens the user's Gmail token while its
     * row exists. The function answered, called once the rows are gone, cancels queued syncs
     * and revokes the token at Google (best effort); with the offline stand-in, it also forgets
     * the stand-in's mailboxes of the connected account and of the user's `addresses` (issue 30
     * item 8).
     */
    async beforeAccountDeletion(
      userId: number,
      addresses: readonly string[] = [],
    ): Promise<() => Promise<void>> {
      const row = await repository.find(userId);
      const token = row ? await openToken(row) : null;
      const mailboxes = new Set([...addresses, ...(row ? [row.accountEmail] : [])]);
      return async () => {
        await app.jobs.cancel(syncKey(userId));
        if (token !== null) await google.revoke(token);
        if (!standIn()) return;
        await Promise.all([...mailboxes].map((email) => forgetMailbox(app.config.dataDir, email))).catch(
          (error: NodeJS.ErrnoException) =>
            app.log.error({ code: error.code }, 'stand-in mailbox of a deleted account not removed'),
        );
      };
    },

    /** Syncs now ('Sync now'); false when the user has no working connection. */
    async requestSync(userId: number): Promise<boolean> {
      const row = await repository.find(userId);
      if (!row || row.tokenError) return false;
      await syncNow(userId);
      return true;
    },

    /** The facts email protection's integration status is derived from. */
    async probe(userId: number): Promise<EmailProtectionProbe> {
      const row = await repository.find(userId);
      return {
        connected: row !== null,
        tokenError: row?.tokenError ?? false,
        synced: row?.lastSyncedAt != null,
        syncFailed: row?.syncStatus === 'failed',
      };
    },

    /** When the next sync of a connection synced at `at` with frequency `frequency` runs. */
    nextSyncAfter: (at: Date, frequency: string) =>
      new Date(at.getTime() + SCAN_FREQUENCY_MS[frequency as ScanFrequency]),
  };

  const sync = createGmailSync(syncDeps(app, repository, service, google));
  // One job a user, recurring: after each run it is queued again for the next sync the
  // connection names (scan frequency), unless the user disconnected or Google refused the token.
  app.jobs.define<GmailSyncPayload>(GMAIL_SYNC_JOB, async (payload, job) => {
    await sync(payload, job);
    const row = await repository.find(payload.userId);
    return row && !row.tokenError && row.nextSyncAt ? { runAgainAt: row.nextSyncAt } : undefined;
  });
  return service;
}

export type EmailProtectionService = ReturnType<typeof createEmailProtection>;

/** Domain plugin decorating `app.emailProtection`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('emailProtection', createEmailProtection(app));
  },
  {
    name: 'email-protection',
    dependencies: ['db', 'users', 'jobs', 'integrations', 'threats', 'security-tasks', 'teams'],
  },
);

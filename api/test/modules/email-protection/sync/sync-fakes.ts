import type { AnalysedMail } from '../../../../src/modules/scam-signs/mail/analyse.js';
import {
  GmailMessageGoneError,
  HistoryTooOldError,
} from '../../../../src/modules/email-protection/gmail/errors.js';
import type { GmailMailbox } from '../../../../src/modules/email-protection/gmail/mailbox.js';
import type {
  SyncCounts,
  SyncDeps,
  SyncFailure,
  SyncMessage,
} from '../../../../src/modules/email-protection/sync/deps.js';

type StoredMessage = { id: string; labelIds: string[]; raw: Buffer; internalDate: string };

/**
 * An in-memory Gmail mailbox: messages newest first, a history log of additions, pages of
 * `pageSize`. `failNext` makes the next call of a method throw; `forgetHistoryBefore` makes
 * older history ids answer HistoryTooOldError, as Gmail does after about a week.
 */
export function fakeMailbox(pageSize = 3) {
  const messages: StoredMessage[] = [];
  const additions: { historyId: number; id: string }[] = [];
  let historyId = 1000;
  let forgottenBefore = 0;
  const calls: string[] = [];
  const failNext = new Map<keyof GmailMailbox, Error>();

  const failIfAsked = (method: keyof GmailMailbox) => {
    const error = failNext.get(method);
    failNext.delete(method);
    if (error) throw error;
  };
  const page = <T>(items: T[], pageToken?: string, size = pageSize) => {
    const start = Number(pageToken ?? 0);
    const next = start + size < items.length ? String(start + size) : undefined;
    return { items: items.slice(start, start + size), nextPageToken: next };
  };

  const mailbox: GmailMailbox = {
    async profile() {
      calls.push('profile');
      failIfAsked('profile');
      return { emailAddress: 'owner@example.com', historyId: String(historyId) };
    },
    async listMessageIds(labelId, { pageToken, maxResults } = {}) {
      calls.push(`list ${labelId}${pageToken ? ` ${pageToken}` : ''}`);
      failIfAsked('listMessageIds');
      const ids = messages.filter((m) => m.labelIds.includes(labelId)).map((m) => m.id);
      const { items, nextPageToken } = page(ids, pageToken, Math.min(pageSize, maxResults ?? pageSize));
      return { ids: items, nextPageToken };
    },
    async getRaw(id) {
      calls.push(`get ${id}`);
      failIfAsked('getRaw');
      const message = messages.find((m) => m.id === id);
      if (!message) throw new GmailMessageGoneError('gone');
      return { ...message };
    },
    async history(startHistoryId, { labelId, pageToken } = {}) {
      calls.push(`history ${startHistoryId} ${labelId ?? '*'}${pageToken ? ` ${pageToken}` : ''}`);
      failIfAsked('history');
      if (Number(startHistoryId) < forgottenBefore) throw new HistoryTooOldError('too old');
      const added = additions
        .filter((a) => a.historyId > Number(startHistoryId))
        .filter((a) => !labelId || messages.find((m) => m.id === a.id)?.labelIds.includes(labelId))
        .map((a) => a.id);
      const { items, nextPageToken } = page(added, pageToken);
      return { addedIds: items, historyId: String(historyId), nextPageToken };
    },
  };

  return {
    mailbox,
    calls,
    failNext,
    /** Delivers a message (newest first); its raw text is `body` (see fakeAnalyse). */
    deliver(id: string, labelIds: string[], body = 'hello') {
      historyId += 1;
      messages.unshift({
        id,
        labelIds,
        raw: Buffer.from(body),
        internalDate: String(1_700_000_000_000 + historyId),
      });
      additions.push({ historyId, id });
    },
    remove(id: string) {
      messages.splice(
        messages.findIndex((m) => m.id === id),
        1,
      );
    },
    forgetHistoryBefore(id: number) {
      forgottenBefore = id;
    },
    get historyId() {
      return String(historyId);
    },
  };
}

/** A stand-in analyser: a body with SCAM is a phishing threat, one with MALFORMED cannot be read. */
export async function fakeAnalyse(raw: Buffer): Promise<AnalysedMail> {
  const text = raw.toString();
  if (text.includes('MALFORMED')) throw new TypeError('unreadable message');
  const isThreat = text.includes('SCAM');
  return {
    analysis: {
      is_threat: isThreat,
      risk_level: isThreat ? 'high' : 'low',
      findings: isThreat ? [{ scam_type: 'phishing', description: 'Asks for a password' }] : [],
    },
    threat_type: 'phishing',
    severity: isThreat ? 'high' : 'low',
    confidence: isThreat ? 0.9 : 0.1,
    subject: 'Subject',
    sender: { email: 'sender@example.com', name: 'Sender' },
    excerpt: 'excerpt',
    url: null,
  } as unknown as AnalysedMail;
}

type ProgressEvent =
  | { event: 'started'; counts: SyncCounts }
  | { event: 'advanced'; counts: Omit<SyncCounts, 'total'> }
  | { event: 'finished'; historyId: string }
  | { event: 'failed'; reason: SyncFailure };

/** In-memory SyncDeps for user 1 on `mailbox`, recording what the sync stored. */
export function fakeDeps(mailbox: GmailMailbox, labels = ['INBOX', 'SPAM']) {
  const state = {
    connected: true,
    historyId: null as string | null,
    analysed: new Map<string, boolean>(),
    analyseCalls: [] as string[],
    reports: [] as SyncMessage[],
    progress: [] as ProgressEvent[],
    warnings: [] as { details: object; message: string }[],
  };
  const deps: SyncDeps = {
    async connection() {
      if (!state.connected) return null;
      return {
        accountEmail: 'owner@example.com',
        refreshToken: 'refresh-token',
        historyId: state.historyId,
        labels,
      };
    },
    mailbox: () => mailbox,
    async analyse(raw, context) {
      state.analyseCalls.push(raw.toString());
      expect(context).toEqual({
        userEmail: 'owner@example.com',
        contacts: [{ name: 'Ann', email: 'ann@example.com' }],
      });
      return fakeAnalyse(raw);
    },
    contacts: async () => [{ name: 'Ann', email: 'ann@example.com' }],
    async analysed(_userId, ids) {
      return new Map(ids.filter((id) => state.analysed.has(id)).map((id) => [id, state.analysed.get(id)!]));
    },
    async markAnalysed(_userId, id, isThreat) {
      if (!state.analysed.has(id)) state.analysed.set(id, isThreat);
    },
    async report(_userId, message) {
      if (!state.reports.some((r) => r.id === message.id)) state.reports.push(message);
    },
    progress: {
      started: async (_userId, counts) => void state.progress.push({ event: 'started', counts }),
      advanced: async (_userId, counts) => void state.progress.push({ event: 'advanced', counts }),
      async finished(_userId, historyId) {
        state.historyId = historyId;
        state.progress.push({ event: 'finished', historyId });
      },
      failed: async (_userId, reason) => void state.progress.push({ event: 'failed', reason }),
    },
    log: {
      warn: (details: object, message: string) => void state.warnings.push({ details, message }),
    } as SyncDeps['log'],
  };
  return { deps, state };
}

/** A job context whose lease extensions are counted; `onExtend` runs at each one. */
export function fakeJob(onExtend: (count: number) => void = () => {}) {
  const controller = new AbortController();
  let extended = 0;
  return {
    controller,
    get extended() {
      return extended;
    },
    job: {
      signal: controller.signal,
      extendLease: async () => onExtend(++extended),
    },
  };
}

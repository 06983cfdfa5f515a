import { gaxios, type OAuth2Client } from 'google-auth-library';
import { GmailMessageGoneError, HistoryTooOldError } from './errors.js';
import { gmailFailure, withRetries, type RetryOptions } from './retry.js';

/**
 * One connected mailbox through Gmail REST (issue 14: users.getProfile, users.messages.list,
 * users.messages.get format=raw, users.history.list), as the refresh token's owner. Every call
 * retries transient failures (retry.ts) and throws GmailAuthError, GmailUnavailableError or a
 * plain Error; ids and history ids are Gmail's strings.
 */
export type GmailMailbox = {
  profile(): Promise<{ emailAddress: string; historyId: string }>;
  /** One page of message ids carrying `labelId`, newest first (`maxResults` 1–500, default 100). */
  listMessageIds(
    labelId: string,
    options?: { pageToken?: string; maxResults?: number },
  ): Promise<{ ids: string[]; nextPageToken?: string }>;
  /** The RFC 5322 message; `internalDate` is ms since the epoch. @throws GmailMessageGoneError on 404 */
  getRaw(id: string): Promise<{ id: string; raw: Buffer; labelIds: string[]; internalDate: string }>;
  /**
   * One page of messages added since `startHistoryId` (with `labelId` when given) and the
   * mailbox's current history id. @throws HistoryTooOldError when Gmail no longer has it (404)
   */
  history(
    startHistoryId: string,
    options?: { labelId?: string; pageToken?: string },
  ): Promise<{ addedIds: string[]; historyId: string; nextPageToken?: string }>;
};

type Params = Record<string, string | number | boolean | undefined>;
type MessageList = { messages?: { id: string }[]; nextPageToken?: string };
type RawMessage = { id: string; raw: string; labelIds?: string[]; internalDate: string };
type HistoryList = {
  history?: { messagesAdded?: { message: { id: string } }[] }[];
  historyId: string;
  nextPageToken?: string;
};

/** A bound on one request; a timeout is retried like a network error. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Spam is only listed when asked for explicitly. */
const HIDDEN_LABELS = new Set(['SPAM', 'TRASH']);

const isNotFound = (error: unknown) => error instanceof gaxios.GaxiosError && error.response?.status === 404;

/** The mailbox of `client`'s credentials at `gmailBaseUrl` (no final slash). */
export function gmailMailbox(client: OAuth2Client, gmailBaseUrl: string, retry?: RetryOptions): GmailMailbox {
  const users = `${gmailBaseUrl}/gmail/v1/users/me`;

  async function get<T>(path: string, params: Params = {}, onNotFound?: () => Error): Promise<T> {
    const defined = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
    const request = () =>
      client.request<T>({
        url: `${users}${path}`,
        params: defined,
        retry: false,
        timeout: REQUEST_TIMEOUT_MS,
      });
    try {
      return (await withRetries(request, retry)).data;
    } catch (error) {
      throw onNotFound && isNotFound(error) ? onNotFound() : gmailFailure(error);
    }
  }

  return {
    async profile() {
      const { emailAddress, historyId } = await get<{ emailAddress: string; historyId: string }>('/profile');
      return { emailAddress, historyId };
    },

    async listMessageIds(labelId, { pageToken, maxResults = 100 } = {}) {
      const includeSpamTrash = HIDDEN_LABELS.has(labelId) || undefined;
      const page = await get<MessageList>('/messages', {
        labelIds: labelId,
        pageToken,
        maxResults,
        includeSpamTrash,
      });
      return { ids: (page.messages ?? []).map((m) => m.id), nextPageToken: page.nextPageToken || undefined };
    },

    async getRaw(id) {
      const gone = () => new GmailMessageGoneError('Gmail no longer has this message');
      const message = await get<RawMessage>(`/messages/${encodeURIComponent(id)}`, { format: 'raw' }, gone);
      const { labelIds = [], internalDate } = message;
      return { id: message.id, raw: Buffer.from(message.raw, 'base64url'), labelIds, internalDate };
    },

    async history(startHistoryId, { labelId, pageToken } = {}) {
      const tooOld = () => new HistoryTooOldError('Gmail no longer has this history id');
      const params = { startHistoryId, labelId, pageToken, historyTypes: 'messageAdded' };
      const page = await get<HistoryList>('/history', params, tooOld);
      const added = (page.history ?? []).flatMap((h) => (h.messagesAdded ?? []).map((a) => a.message.id));
      return {
        addedIds: [...new Set(added)],
        historyId: page.historyId,
        nextPageToken: page.nextPageToken || undefined,
      };
    },
  };
}

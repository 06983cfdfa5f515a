import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import type { BearerAccount } from './bearer.js';
import { sendApiError } from './google-errors.js';
import type { HistoryRecord } from './mailbox-index.js';
import type { Mailboxes } from './mailboxes.js';
import { USER_PARAMS } from './messages.js';

const HISTORY_TYPES = ['messageAdded', 'messageDeleted', 'labelAdded', 'labelRemoved'] as const;

const HistoryQuery = Type.Object({
  startHistoryId: Type.String({ pattern: '^[0-9]{1,16}$' }),
  historyTypes: Type.Optional(
    Type.Array(Type.Union(HISTORY_TYPES.map((t) => Type.Literal(t))), { maxItems: 4 }),
  ),
  labelId: Type.Optional(Type.String({ maxLength: 128 })),
  maxResults: Type.Optional(Type.Integer({ minimum: 1 })),
  pageToken: Type.Optional(Type.String({ pattern: '^[0-9]{1,16}$' })),
});

const PAGE = { default: 100, max: 500 };

/** A history record as Gmail answers it: the message in `messages` and under its change. */
function present({ id, type, message }: HistoryRecord) {
  const change = type === 'messageAdded' ? 'messagesAdded' : 'messagesDeleted';
  return {
    id: String(id),
    messages: [{ id: message.id, threadId: message.threadId }],
    [change]: [{ message }],
  };
}

/**
 * Gmail's users.history.list on the stand-in's mailboxes (issue 14): the records after
 * `startHistoryId` (of `historyTypes`, for messages carrying `labelId`), oldest first, a page
 * at a time (`maxResults` default 100, at most 500; the page token is the last record's id),
 * with the mailbox's current `historyId`; no `history` when none. A start id older than the
 * records kept (the last 500) is Gmail's 404: the client must sync in full again.
 */
const historyRoutes: FastifyPluginAsyncTypebox<{
  base: string;
  bearer: BearerAccount;
  mailboxes: Mailboxes;
}> = async (app, { base, bearer, mailboxes }) => {
  app.get(
    `${base}/history`,
    { schema: { params: USER_PARAMS, querystring: HistoryQuery }, attachValidation: true },
    async (request, reply) => {
      const account = await bearer(request, reply, request.params.userId);
      if (!account) return reply;
      if (request.validationError) return sendApiError(reply, 400, 'Invalid argument');
      const { startHistoryId, historyTypes, labelId, maxResults = PAGE.default, pageToken } = request.query;
      const index = await mailboxes.current(account);
      const start = Number(startHistoryId);
      if (start < index.prunedThrough) return sendApiError(reply, 404);
      const after = Math.max(start, pageToken ? Number(pageToken) : 0);
      const types = new Set<string>(historyTypes ?? HISTORY_TYPES);
      const records = index.history.filter(
        (r) => r.id > after && types.has(r.type) && (!labelId || r.message.labelIds.includes(labelId)),
      );
      const page = records.slice(0, Math.min(maxResults, PAGE.max));
      return {
        ...(page.length > 0 && { history: page.map(present) }),
        ...(records.length > page.length && { nextPageToken: String(page.at(-1)!.id) }),
        historyId: String(index.historyId),
      };
    },
  );
};

export default fp(historyRoutes, { name: 'gmail-history-routes', encapsulate: true });

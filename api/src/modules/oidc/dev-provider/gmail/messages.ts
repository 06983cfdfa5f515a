import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import type { BearerAccount } from './bearer.js';
import { sendApiError } from './google-errors.js';
import type { IndexedMessage } from './mailbox-index.js';
import type { Mailboxes } from './mailboxes.js';
import { queryTest } from './query.js';
import { MESSAGE_FORMATS, messageResource } from './resources.js';

export const USER_PARAMS = Type.Object({ userId: Type.String({ maxLength: 254 }) });

const ListQuery = Type.Object({
  labelIds: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 50 })),
  maxResults: Type.Optional(Type.Integer({ minimum: 1 })),
  pageToken: Type.Optional(Type.String({ maxLength: 256 })),
  q: Type.Optional(Type.String({ maxLength: 2048 })),
  includeSpamTrash: Type.Optional(Type.Boolean()),
});
const GetQuery = Type.Object({
  format: Type.Optional(Type.Union(MESSAGE_FORMATS.map((format) => Type.Literal(format)))),
  metadataHeaders: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 100 })),
});

/** Gmail lists 100 messages a page unless asked, never more than 500. */
const PAGE = { default: 100, max: 500 };
const HIDDEN = ['SPAM', 'TRASH'];

/** Newest first: by internalDate, then arrival. */
const newestFirst = (a: IndexedMessage, b: IndexedMessage) =>
  b.internalDate - a.internalDate || b.historyId - a.historyId;

const cursorOf = (m: IndexedMessage) => Buffer.from(`${m.internalDate}.${m.historyId}`).toString('base64url');
function parseCursor(token: string) {
  const match = /^(-?\d{1,16})\.(\d{1,16})$/.exec(Buffer.from(token, 'base64url').toString());
  return match ? ({ internalDate: Number(match[1]), historyId: Number(match[2]) } as IndexedMessage) : null;
}

/**
 * Gmail's users.messages.list and users.messages.get on the stand-in's mailboxes (issue 14):
 * list answers `{messages: [{id, threadId}], nextPageToken?, resultSizeEstimate}` newest first
 * (no `messages` when none), messages carrying ALL of `labelIds` and matching `q` (query.ts),
 * spam and trash only with includeSpamTrash or when asked for by label; get answers the Message
 * resource in `format` (resources.ts), 404 with Google's error JSON for an unknown id.
 */
const messageRoutes: FastifyPluginAsyncTypebox<{
  base: string;
  bearer: BearerAccount;
  mailboxes: Mailboxes;
}> = async (app, { base, bearer, mailboxes }) => {
  app.get(
    `${base}/messages`,
    { schema: { params: USER_PARAMS, querystring: ListQuery }, attachValidation: true },
    async (request, reply) => {
      const account = await bearer(request, reply, request.params.userId);
      if (!account) return reply;
      if (request.validationError) return sendApiError(reply, 400, 'Invalid argument');
      const { labelIds = [], maxResults = PAGE.default, pageToken, q, includeSpamTrash } = request.query;
      const cursor = pageToken ? parseCursor(pageToken) : undefined;
      if (cursor === null) return sendApiError(reply, 400, 'Invalid pageToken');
      const shown = (m: IndexedMessage) =>
        includeSpamTrash || !m.labelIds.some((label) => HIDDEN.includes(label) && !labelIds.includes(label));
      const matches = queryTest(q);
      const found = (await mailboxes.current(account)).messages
        .filter((m) => labelIds.every((label) => m.labelIds.includes(label)) && shown(m) && matches(m))
        .sort(newestFirst);
      const rest = cursor ? found.filter((m) => newestFirst(cursor, m) < 0) : found;
      const page = rest.slice(0, Math.min(maxResults, PAGE.max));
      return {
        ...(page.length > 0 && { messages: page.map(({ id, threadId }) => ({ id, threadId })) }),
        ...(rest.length > page.length && { nextPageToken: cursorOf(page.at(-1)!) }),
        resultSizeEstimate: found.length,
      };
    },
  );

  const GetParams = Type.Object({ ...USER_PARAMS.properties, id: Type.String({ maxLength: 64 }) });
  app.get(
    `${base}/messages/:id`,
    { schema: { params: GetParams, querystring: GetQuery }, attachValidation: true },
    async (request, reply) => {
      const account = await bearer(request, reply, request.params.userId);
      if (!account) return reply;
      if (request.validationError) return sendApiError(reply, 400, 'Invalid argument');
      if (!/^[0-9a-f]{1,32}$/.test(request.params.id)) return sendApiError(reply, 400, 'Invalid id value');
      const message = (await mailboxes.current(account)).messages.find((m) => m.id === request.params.id);
      const bytes = message && (await mailboxes.raw(account, message));
      if (!message || !bytes) return sendApiError(reply, 404);
      const { format = 'full', metadataHeaders } = request.query;
      return messageResource(message, bytes, format, metadataHeaders);
    },
  );
};

export default fp(messageRoutes, { name: 'gmail-message-routes', encapsulate: true });

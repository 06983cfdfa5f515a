import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { BearerUnauthorizedSchema } from '@lifeguard/contracts/schemas/tokens';
import { BlocklistSchema } from '@lifeguard/contracts/schemas/web-protection';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import fp from 'fastify-plugin';

const BLOCKLIST = '/integrations/api/extension/blocklist/';

/** Each browser may keep its copy an hour; only the user's own browser, as the call is signed. */
const CACHE_CONTROL = 'private, max-age=3600';

/** Downloads a minute per user: the extension checks hourly, a few retries included. */
const DOWNLOADS_PER_MINUTE = 30;

const tooManyDownloads = {
  message: 'Too many blocklist downloads. Please wait a minute and try again.',
  code: 'rate_limited',
};

/**
 * GET /integrations/api/extension/blocklist/ with `Authorization: Bearer <extension access
 * token>` (issue 32 item 3): the blocklist the browser extension downloads, 200 `{version,
 * hosts, brands}` (contracts BlocklistSchema) with `ETag: "<version>"` and `Cache-Control:
 * private, max-age=3600`; 304 without a body when `If-None-Match` names the current version;
 * 401 `{detail}` without a valid access token (as the heartbeat); 429 past 30 downloads a
 * minute per user. Built once at start (app.webProtection), never per request.
 */
const webProtectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BLOCKLIST,
    {
      onRequest: [
        app.extensionTokens.requireBearer,
        app.throttle({
          name: 'blocklist-download',
          max: DOWNLOADS_PER_MINUTE,
          key: (request) => String(app.extensionTokens.bearerUser(request)),
          error: tooManyDownloads,
        }),
      ],
      schema: {
        headers: Type.Object({
          'if-none-match': Type.Optional(Type.String({ description: 'The ETag of the copy held' })),
        }),
        response: {
          200: BlocklistSchema,
          304: { description: 'The copy held (If-None-Match) is current', type: 'null' },
          401: BearerUnauthorizedSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { blocklist, etag, isCurrent } = app.webProtection;
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
      // No payload at all: the schema's `null` would be serialized as the text "null".
      if (isCurrent(request.headers['if-none-match'])) return (reply as FastifyReply).code(304).send();
      return blocklist;
    },
  );
};

export default fp(webProtectionRoutes, { name: 'web-protection-routes', encapsulate: true });

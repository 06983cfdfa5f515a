import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { BearerUnauthorizedSchema } from '@lifeguard/contracts/schemas/tokens';
import { EXTENSION_DOWNLOAD_PATH } from '@lifeguard/contracts/browser-extension';
import { BlocklistSchema } from '@lifeguard/contracts/schemas/web-protection';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { requireBearerWithin } from '../tokens/bearer-limit.js';
import { tooManyPerMinute } from '../../plugins/rate-limit.js';

const BLOCKLIST = '/integrations/api/extension/blocklist/';

/** Each browser may keep its copy an hour; only the user's own browser, as the call is signed. */
const CACHE_CONTROL = 'private, max-age=3600';

/** Downloads a minute per user: the extension checks hourly, a few retries included. */
const DOWNLOADS_PER_MINUTE = 30;

/** What the browser extension downloads (issue 32): the blocklist, and the extension itself. */
const webProtectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /integrations/api/extension/blocklist/ with `Authorization: Bearer <extension access
   * token>` (issue 32 item 3): the blocklist the browser extension downloads, 200 `{version,
   * hosts, brands}` (contracts BlocklistSchema) with `ETag: "<version>"` and `Cache-Control:
   * private, max-age=3600`; 304 without a body when `If-None-Match` names the current version;
   * 401 `{detail}` without a valid access token (as the heartbeat); 429 past 30 downloads a
   * minute per user. Built once at start (app.webProtection), never per request.
   */
  app.get(
    BLOCKLIST,
    {
      onRequest: requireBearerWithin(app, {
        name: 'blocklist-download',
        max: DOWNLOADS_PER_MINUTE,
        error: tooManyPerMinute('blocklist downloads'),
      }),
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

  /**
   * GET /integrations/api/extension/download/ (issue 32: /integrations/chrome explains how to
   * install): the browser extension as a zip to unpack and load in Chrome, made for this
   * server's configured origin (extension-package.ts). Public: it holds no account data.
   * 200 application/zip as an attachment `lifeguard-extension-<version>.zip`; 404 when this
   * server has no build of the extension (`npm start` builds it).
   */
  app.get(
    EXTENSION_DOWNLOAD_PATH,
    {
      schema: {
        response: {
          200: { description: 'The extension as a zip', type: 'string', contentMediaType: 'application/zip' },
          404: ApiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      const extension = app.webProtection.extensionPackage();
      if (!extension) {
        return reply.code(404).send({
          status: 'error' as const,
          errors: [{ message: 'The browser extension is not available on this server.', code: 'not_found' }],
        });
      }
      // Bytes, not the JSON the type provider expects of a schema'd reply.
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-disposition', `attachment; filename="lifeguard-extension-${extension.version}.zip"`)
        .header('cache-control', 'no-cache')
        .send(Buffer.from(extension.zip));
    },
  );
};

export default fp(webProtectionRoutes, { name: 'web-protection-routes', encapsulate: true });

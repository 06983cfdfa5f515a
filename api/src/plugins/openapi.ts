import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_COOKIE, CSRF_HEADER } from '@lifeguard/contracts/csrf';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_API, operationTags, withOperationDoc, type OperationDocs } from '../openapi/operation-docs.js';
import { SESSION_COOKIE } from './session-cookie.js';

/** Where the contract is published (DRF spectacular's paths): the document and its reference. */
export const OPENAPI_JSON_PATH = '/api/schema/';
export const OPENAPI_DOCS_PATH = '/api/docs';

/** Each operation's summary, description and tag, from its route's docstring (`npm run openapi:generate`). */
const operationDocs = JSON.parse(
  readFileSync(new URL('../openapi/operations.generated.json', import.meta.url), 'utf8'),
) as OperationDocs;

/**
 * Publishes the API contract as an OpenAPI 3.1 document generated from every route's schema
 * (the TypeBox schemas of `@lifeguard/contracts`) at `GET /api/schema/`, each operation with
 * the summary, description and tag of its route's docstring (src/openapi/), with a browsable
 * reference at `/api/docs/` (which reads the same document at `/api/docs/json`) for feature
 * teams, the browser extension's and the mobile app's authors. Registered before the routes so
 * it sees each of them.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lifeguard API',
          version: '0.1.0',
          description:
            'Every call of the Lifeguard web app, browser extension and mobile app. Browser calls ' +
            `authenticate with the \`${SESSION_COOKIE}\` session cookie; unsafe methods also echo the ` +
            `\`${CSRF_COOKIE}\` cookie in the \`${CSRF_HEADER}\` header. The extension and mobile app ` +
            'use the bearer access token of `/api/extension-auth-tokens/`. Errors answer ' +
            "`{status: 'error', errors: [{message, code, param}]}` (allauth routes: `{status, errors}`); " +
            "signed out, every route needing a session answers allauth's 401 envelope.",
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
            csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
        tags: operationTags(operationDocs),
      },
      transform: ({ schema, url, route }) => {
        const routeSchema = (schema ?? {}) as FastifySchema & { hide?: boolean };
        if (NOT_API.test(url)) return { schema: { ...routeSchema, hide: true }, url };
        return { schema: withOperationDoc(operationDocs, routeSchema, String(route.method), url), url };
      },
    });
    await app.register(swaggerUi, {
      routePrefix: OPENAPI_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      // Swagger UI needs its own, looser policy (fonts and styles from https:, the validator
      // badge), which replaces the app pages' one (plugins/security-headers.ts) on these pages.
      // Its upgrade-insecure-requests would send a plain-HTTP server's assets to https://.
      staticCSP: true,
      transformStaticCSP: (header: string) =>
        app.config.sessionCookieSecure ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
    /** GET /api/schema/: the OpenAPI 3.1 document of every API route. */
    app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    });
  },
  { name: 'openapi' },
);

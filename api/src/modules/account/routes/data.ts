import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { exportFileName } from '@lifeguard/contracts/account';
import {
  AccountDeleteResponseSchema,
  AccountDeleteSchema,
  AccountExportSchema,
} from '@lifeguard/contracts/schemas/account';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { apiError } from '../../../plugins/errors.js';
import { noStore } from '../../../plugins/no-store.js';
import { rateLimited } from '../../../plugins/rate-limit.js';

/** Exports a minute per user: each reads every table of the user and unseals their scans. */
const EXPORTS_PER_MINUTE = 5;
/** Deletion attempts a minute per user: each checks the password (OWASP brute force). */
const DELETIONS_PER_MINUTE = 5;

const tooMany = (what: string) => rateLimited(`Too many ${what}. Try again in a minute.`);

/** "Your data" on the profile page (issue 13): download my data, delete my account. */
const dataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /users/api/user/export/: everything held about the user (contracts AccountExportSchema;
   * export.ts), scan values unsealed, never a token, hash, key or session id; as an attachment
   * `lifeguard-data-<yyyy-mm-dd>.json`, `cache-control: no-store`. 429 past EXPORTS_PER_MINUTE;
   * 403 `impersonating` (issue 30 item 1: a superuser takes no copy of everything away).
   */
  app.get(
    '/users/api/user/export/',
    {
      onRequest: [noStore, app.refuseWhileImpersonating],
      schema: {
        response: {
          200: AccountExportSchema,
          401: UnauthenticatedSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      preHandler: app.throttle({
        name: 'account-export',
        max: EXPORTS_PER_MINUTE,
        key: (request) => request.auth.user.id.toString(),
        error: tooMany('downloads'),
      }),
    },
    async (request, reply) => {
      const data = await app.account.export(request.auth.user);
      reply.header(
        'content-disposition',
        `attachment; filename="${exportFileName(new Date(data.exported_at))}"`,
      );
      return data;
    },
  );

  /**
   * POST /users/api/user/delete/ `{password?}`: deletes the account and every row of the user
   * in one transaction (deletion.ts), clears the session cookie and mails a confirmation; 200
   * `{status: 'success'}`. 400 `incorrect_password` (param 'password'), `reauthentication_required`
   * (no usable password and no Google sign-in of the last 10 minutes) or `last_admin` (naming
   * the family); 403 `impersonating`; 429 past DELETIONS_PER_MINUTE.
   */
  app.post(
    '/users/api/user/delete/',
    {
      onRequest: app.refuseWhileImpersonating,
      schema: {
        body: AccountDeleteSchema,
        response: {
          200: AccountDeleteResponseSchema,
          400: ApiErrorSchema,
          401: UnauthenticatedSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      // No body means no password (a Google-only account); JSON `null` is bad input as ever.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      preHandler: app.throttle({
        name: 'account-delete',
        max: DELETIONS_PER_MINUTE,
        key: (request) => request.auth.user.id.toString(),
        error: tooMany('attempts'),
      }),
    },
    async (request, reply) => {
      const problem = await app.account.reauthenticationProblem(request.auth, request.body.password);
      if (problem) throw apiError(400, [problem]);
      await app.account.deleteAccount(request.auth.user);
      await app.sessions.end(request, reply);
      return { status: 'success' as const };
    },
  );
};

export default fp(dataRoutes, { name: 'account-data-routes', encapsulate: true });

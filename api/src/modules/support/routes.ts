import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { pageOf } from '@lifeguard/contracts/schemas/lists';
import {
  SupportRequestCreatedSchema,
  SupportRequestCreateSchema,
  SupportRequestParamsSchema,
  SupportRequestSchema,
  SupportRequestsQuerySchema,
  type SupportRequestCreate,
} from '@lifeguard/contracts/schemas/support';
import { SUPPORT_MESSAGE_MIN_LENGTH } from '@lifeguard/contracts/support';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMPERSONATING_MESSAGE } from '../../plugins/authenticate.js';
import { apiError, notFound } from '../../plugins/errors.js';
import { auditRefusal, callOf } from '../../plugins/impersonation-trail.js';
import { pageWindow, paginated } from '../../plugins/lists.js';
import { perIp, tooManyPerMinute } from '../../plugins/rate-limit.js';
import { refusals } from '../../plugins/refusals.js';

const REQUESTS = '/support/api/requests/';
const ADMIN_REQUESTS = '/api/admin/support-requests/';

const tooMany = tooManyPerMinute('support requests');

/** The body of a request that reached the preHandlers: validated by its schema. */
const bodyOf = (request: FastifyRequest) => request.body as SupportRequestCreate;

/**
 * The sender of a support request, before any limit counts it: `request.auth` is set when
 * signed in (the reply address is then the account's); a superuser's impersonation is refused
 * (403 `impersonating`, audited `refused`: the user never asked, and would get the mail); a
 * visitor must give `email` (400 `required`); the trimmed message must keep 10 characters.
 */
async function checkSender(request: FastifyRequest) {
  const current = await request.currentSession();
  if (current?.session.impersonatorId != null) {
    await auditRefusal(request, current);
    throw apiError(403, [{ message: IMPERSONATING_MESSAGE, code: 'impersonating' }]);
  }
  if (current) request.auth = current;
  const body = bodyOf(request);
  if (!current && !body.email) {
    throw apiError(400, [{ message: 'This field is required.', code: 'required', param: 'email' }]);
  }
  if (body.message.trim().length < SUPPORT_MESSAGE_MIN_LENGTH) {
    const message = `Ensure this value has at least ${SUPPORT_MESSAGE_MIN_LENGTH} characters.`;
    throw apiError(400, [{ message, code: 'min_length', param: 'message' }]);
  }
}

/**
 * Contact Support (issue 33 item 2; spec 001 §8/§9 "Contact Support", spec 000 §1): the form's
 * request, for everyone, and the superusers' Support requests list and Mark answered.
 */
const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perMinute = app.config.rateLimits.support;
  const superuser = [app.authenticate, app.requireSuperuser];

  /**
   * POST /support/api/requests/ `{topic, message, email?, diagnostics?}`, signed in or out (CSRF
   * as every browser POST): stores the request, mails it to SUPPORT_EMAIL (Reply-To the sender)
   * and a confirmation with the reference to the sender; 201 `{reference}`. The reply address
   * is the account's when signed in, else `email` (required). 400 for a bad body (nothing is
   * stored or mailed), 403 while a superuser impersonates, 429 past SUPPORT_RATE_LIMIT a
   * minute per IP or per user (per address signed out).
   */
  app.post(
    REQUESTS,
    {
      preHandler: [
        checkSender,
        app.throttle(perIp('support-ip', perMinute, tooMany), {
          name: 'support-sender',
          max: perMinute,
          key: (request) =>
            request.auth ? `user:${request.auth.user.id}` : `email:${bodyOf(request).email?.toLowerCase()}`,
          error: tooMany,
        }),
      ],
      schema: {
        body: SupportRequestCreateSchema,
        response: {
          201: SupportRequestCreatedSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { topic, message, email, diagnostics } = request.body;
      const user = request.auth?.user ?? null;
      const reference = await app.support.submit({
        user,
        email: user?.email ?? email!,
        topic,
        message: message.trim(),
        diagnostics: diagnostics ?? null,
      });
      return reply.code(201).send({ reference });
    },
  );

  /**
   * GET /api/admin/support-requests/?status=&page=&page_size=: the requests, newest first,
   * `open` or `answered` only when asked, in a paginated envelope (page_size default 20, at most
   * 100). Superusers only: 401 signed out, 403 `permission_denied` otherwise.
   */
  app.get(
    ADMIN_REQUESTS,
    {
      onRequest: superuser,
      schema: {
        querystring: SupportRequestsQuerySchema,
        response: { 200: pageOf(SupportRequestSchema), 400: ApiErrorSchema, ...refusals.forbidden },
      },
    },
    async (request) => {
      const { status, page, page_size: pageSize } = request.query;
      const window = pageWindow(page, pageSize);
      const { results, count } = await app.support.list(status, window);
      return paginated(ADMIN_REQUESTS, window, count, results, status ? { status } : {});
    },
  );

  /**
   * POST /api/admin/support-requests/{id}/answered/: Mark answered. 200 the request, answered;
   * idempotent (a request already answered keeps its first answer's time and superuser). The
   * first marking is audited (`support_answered`). 404 unknown id; superusers only (401, 403).
   */
  app.post(
    `${ADMIN_REQUESTS}:id/answered/`,
    {
      onRequest: superuser,
      schema: {
        params: SupportRequestParamsSchema,
        response: { 200: SupportRequestSchema, ...refusals.guarded },
      },
    },
    async (request) => {
      const { id, email } = request.auth.user;
      const answered = await app.support.markAnswered(request.params.id, { id, email }, callOf(request));
      if (!answered) throw notFound('id');
      return answered;
    },
  );
};

export default fp(supportRoutes, { name: 'support-routes', encapsulate: true });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StatusOkSchema } from '@lifeguard/contracts/schemas/allauth';
import {
  EmailAddressesSchema,
  EmailRequestSchema,
  MarkPrimaryEmailRequestSchema,
} from '@lifeguard/contracts/schemas/allauth-account';
import { AllauthErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { allauthError } from '../../../plugins/errors.js';
import { trimFields } from '../../registration/routes/trim-fields.js';
import { rateLimited } from '../../../plugins/rate-limit.js';
import { refusals } from '../../../plugins/refusals.js';

/**
 * allauth's ForbiddenResponse `{status: 403}` (too many verification mails), or the 403
 * `impersonating` with its errors.
 */
const ForbiddenSchema = Type.Object({
  status: Type.Literal(403),
  errors: Type.Optional(AllauthErrorSchema.properties.errors),
});

const userKey = (request: FastifyRequest) => String(request.auth.user.id);

/**
 * allauth "Account: Email" (issue 16 §3): GET|POST|PUT|PATCH|DELETE /account/email. Every call
 * needs a session (401 with flows), acts on the signed-in user's own addresses only, and
 * answers the list (primary first) after a change; emails are trimmed and compared ignoring
 * case. Changes are refused while a superuser impersonates the user (403 `impersonating`) and
 * limited to EMAIL_RATE_LIMIT a minute per user (429); so are verification mails (403).
 */
const manageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const max = app.config.rateLimits.email;
  const changes = app.throttle({ name: 'manage-email', max, key: userKey, error: rateLimited() });
  const mails = app.rateCounter({ name: 'email-mail', max, key: userKey });
  const change = {
    onRequest: [app.authenticate, app.refuseWhileImpersonating],
    preValidation: trimFields('email'),
  };
  const changed = { 200: EmailAddressesSchema, ...refusals.allauthChange };

  /** GET /account/email: 200 the user's addresses `[{email, primary, verified}]`, primary first. */
  app.get(
    '/account/email',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: EmailAddressesSchema, 401: UnauthenticatedSchema } },
    },
    async (request) => ({ status: 200 as const, data: await app.emailAddresses.list(request.auth.user.id) }),
  );

  /**
   * POST /account/email `{email}`: adds an unverified address and mails its verification link;
   * 200 the list. 400 `duplicate_email` (already this account's), `email_taken` (another
   * account's), `max_email_addresses` (MAX_EMAIL_ADDRESSES already).
   */
  app.post(
    '/account/email',
    { ...change, preHandler: changes, schema: { body: EmailRequestSchema, response: changed } },
    async (request) => {
      const { id } = request.auth.user;
      const problem = await app.emailAddresses.add(id, request.body.email);
      if (problem) throw allauthError(400, [problem]);
      return { status: 200 as const, data: await app.emailAddresses.list(id) };
    },
  );

  /**
   * PUT /account/email `{email}`: mails the verification link of an unverified address of the
   * user again; 200 `{status: 200}`. 400 `unknown_email` or `email_already_verified`; 403
   * `{status: 403}` past EMAIL_RATE_LIMIT mails a minute (allauth: too many mails sent).
   */
  app.put(
    '/account/email',
    {
      ...change,
      schema: {
        body: EmailRequestSchema,
        response: {
          200: StatusOkSchema,
          400: AllauthErrorSchema,
          401: UnauthenticatedSchema,
          403: ForbiddenSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.auth.user;
      const { address, problem } = await app.emailAddresses.unverified(id, request.body.email);
      if (problem) throw allauthError(400, [problem]);
      if ((await mails(request)).exceeded) return reply.code(403).send({ status: 403 });
      app.emailAddresses.sendVerification(id, address.email);
      return { status: 200 as const };
    },
  );

  /**
   * PATCH /account/email `{email, primary: true}`: makes a verified address of the user the
   * primary one, which becomes the account's email (one transaction); 200 the list. 400
   * `unknown_email` or `unverified_primary_email`.
   */
  app.patch(
    '/account/email',
    { ...change, preHandler: changes, schema: { body: MarkPrimaryEmailRequestSchema, response: changed } },
    async (request) => {
      const { id } = request.auth.user;
      const problem = await app.emailAddresses.makePrimary(id, request.body.email);
      if (problem) throw allauthError(400, [problem]);
      return { status: 200 as const, data: await app.emailAddresses.list(id) };
    },
  );

  /**
   * DELETE /account/email `{email}`: removes a non-primary address of the user; 200 the list.
   * 400 `unknown_email` or `cannot_remove_primary_email`.
   */
  app.delete(
    '/account/email',
    { ...change, preHandler: changes, schema: { body: EmailRequestSchema, response: changed } },
    async (request) => {
      const { id } = request.auth.user;
      const problem = await app.emailAddresses.remove(id, request.body.email);
      if (problem) throw allauthError(400, [problem]);
      return { status: 200 as const, data: await app.emailAddresses.list(id) };
    },
  );
};

export default fp(manageRoutes, { name: 'email-manage-routes', encapsulate: true });

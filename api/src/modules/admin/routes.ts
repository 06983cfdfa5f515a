import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminScanParamsSchema,
  AdminScanSchema,
  AdminUserSchema,
  AdminUserSearchQuerySchema,
  ImpersonationAnswerSchema,
  ImpersonationAuditEntrySchema,
  ImpersonationStartSchema,
  ProjectDashboardSchema,
} from '@lifeguard/contracts/schemas/admin';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { listOf } from '@lifeguard/contracts/schemas/lists';
import fp from 'fastify-plugin';
import { apiError, notFound } from '../../plugins/errors.js';
import { listAnswer } from '../../plugins/lists.js';
import { auditBreachRead, staffRead } from '../darkweb/staff-reads.js';
import { tooManyPerMinute } from '../../plugins/rate-limit.js';
import { refusals } from '../../plugins/refusals.js';

/** Impersonations a superuser may start per minute (issue 13: rate limited). */
export const IMPERSONATIONS_PER_MINUTE = 10;

const cannotImpersonate = (message: string) =>
  apiError(400, [{ message, code: 'cannot_impersonate', param: 'user_id' }]);

/**
 * The superuser tools (issue 13; spec 001 §2, §6) under /api/admin/. Every route answers 401
 * signed out and 403 `permission_denied` to a non-superuser (checked here, not only in the
 * menu), except Stop, which the impersonated session itself calls. An impersonating session is
 * the impersonated user's, never a superuser's, so it gets 403 on the others.
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const superuser = [app.authenticate, app.requireSuperuser];

  /** GET /api/admin/dashboard/: the Project Dashboard (ProjectDashboardSchema; days in UTC). */
  app.get(
    '/api/admin/dashboard/',
    { onRequest: superuser, schema: { response: { 200: ProjectDashboardSchema, ...refusals.forbidden } } },
    async () => app.admin.dashboard(),
  );

  /**
   * GET /api/admin/users/?search=: up to 20 users, newest first, whose email or name contains
   * `search` case-insensitively (`%` and `_` match themselves); list envelope of AdminUser.
   */
  app.get(
    '/api/admin/users/',
    {
      onRequest: superuser,
      schema: {
        querystring: AdminUserSearchQuerySchema,
        response: { 200: listOf(AdminUserSchema), 400: ApiErrorSchema, ...refusals.forbidden },
      },
    },
    async (request) => listAnswer(await app.admin.searchUsers(request.query.search ?? '')),
  );

  /**
   * POST /api/admin/impersonation/ `{user_id, reason}`: the session, under a new cookie (issue
   * 30), acts as the user for at most 1 hour; the superuser is kept aside for Stop, and the
   * audit row `start` records the reason. 200 `{status: 'success'}`. 400 `cannot_impersonate`
   * (a superuser, or oneself) or a reason under 3 characters, 404 unknown user, 403
   * `impersonating` from an impersonating session, 409 `already_impersonating` when the session
   * changed meanwhile, 429 past 10 a minute.
   */
  app.post(
    '/api/admin/impersonation/',
    {
      onRequest: [app.authenticate, app.refuseWhileImpersonating, app.requireSuperuser],
      preHandler: app.throttle({
        name: 'impersonation',
        max: IMPERSONATIONS_PER_MINUTE,
        key: (request) => request.auth.user.id.toString(),
        error: tooManyPerMinute('impersonations'),
      }),
      schema: {
        body: ImpersonationStartSchema,
        response: {
          200: ImpersonationAnswerSchema,
          400: ApiErrorSchema,
          ...refusals.forbidden,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { user_id: userId } = request.body;
      const reason = request.body.reason.trim();
      if (reason.length < 3) {
        throw apiError(400, [{ message: 'Please give a reason.', code: 'required', param: 'reason' }]);
      }
      const target = await app.users.findById(userId);
      if (!target) throw notFound('user_id');
      if (target.id === request.auth.user.id) throw cannotImpersonate('You cannot impersonate yourself.');
      if (target.isSuperuser) throw cannotImpersonate('A superuser cannot be impersonated.');
      const endsAt = await app.sessions.startImpersonation(request, request.auth, target, reason);
      if (!endsAt) {
        const message = 'This session is already impersonating a user.';
        throw apiError(409, [{ message, code: 'already_impersonating' }]);
      }
      return { status: 'success' as const };
    },
  );

  /**
   * DELETE /api/admin/impersonation/: Stop impersonating. The session is the superuser's again,
   * under a new cookie (audit row `stop`); 200 `{status: 'success'}`. Signed in only (the
   * impersonated session calls it); 400 `not_impersonating` otherwise.
   */
  app.delete(
    '/api/admin/impersonation/',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: ImpersonationAnswerSchema, ...refusals.input },
      },
    },
    async (request) => {
      if (!(await app.sessions.stopImpersonation(request, request.auth))) {
        throw apiError(400, [{ message: 'You are not impersonating a user.', code: 'not_impersonating' }]);
      }
      return { status: 'success' as const };
    },
  );

  /** GET /api/admin/impersonation/audit/: the newest 50 starts, stops and expiries (list envelope). */
  app.get(
    '/api/admin/impersonation/audit/',
    {
      onRequest: superuser,
      schema: { response: { 200: listOf(ImpersonationAuditEntrySchema), ...refusals.forbidden } },
    },
    async () => listAnswer(await app.admin.audit()),
  );

  /**
   * GET /api/admin/scans/{id}/: the read-only admin page of a stored scan (spec 001 §2 scan
   * rows): its owner, its summary with every breached value masked, `raw_data` null, and its
   * entries count; another user's is audited as `breach_read` (issue 30 item 3). 404 for an
   * unknown id.
   */
  app.get(
    '/api/admin/scans/:id/',
    {
      onRequest: superuser,
      schema: {
        params: AdminScanParamsSchema,
        response: { 200: AdminScanSchema, ...refusals.guarded },
      },
    },
    async (request) => {
      const page = await app.admin.scan(request.params.id);
      if (!page) throw notFound('id');
      const read = staffRead(request.auth, page.owner.id);
      if (read) await auditBreachRead(app.db, read, page.owner, `GET /api/admin/scans/${request.params.id}/`);
      return page;
    },
  );
};

export default fp(adminRoutes, { name: 'admin-routes', encapsulate: true });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RecoveryCodesResponseSchema } from '@lifeguard/contracts/schemas/allauth-mfa';
import { AllauthErrorSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { allauthError, HttpProblem } from '../../../plugins/errors.js';
import { noStore } from '../../../plugins/no-store.js';
import { CANNOT_GENERATE_RECOVERY_CODES } from '../errors.js';
import { NotFoundSchema, RecentAuthenticationFailedSchema } from '../responses.js';

/** allauth's recovery codes endpoints (issue 16 §6), both behind a recent authentication. */
const recoveryCodesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const path = '/account/authenticators/recovery-codes';
  const onRequest = [noStore, app.authenticate, app.refuseWhileImpersonating];
  const errors = { 401: RecentAuthenticationFailedSchema, 403: AllauthErrorSchema };

  /**
   * GET: 200 the set with its unused codes; 404 `{status: 404}` when there is none (checked
   * before the recent authentication, as allauth does).
   */
  app.get(
    path,
    { onRequest, schema: { response: { 200: RecoveryCodesResponseSchema, 404: NotFoundSchema, ...errors } } },
    async (request) => {
      const codes = await app.mfa.recoveryCodes(request.auth.user.id);
      if (!codes) throw new HttpProblem(404, { status: 404 });
      await app.requireRecentAuthentication(request);
      return { status: 200 as const, data: codes };
    },
  );

  /**
   * POST: a new set (the old codes stop working) → 200 as GET; 400
   * `cannot_generate_recovery_codes` without an authenticator app.
   */
  app.post(
    path,
    {
      onRequest,
      preHandler: app.requireRecentAuthentication,
      schema: { response: { 200: RecoveryCodesResponseSchema, 400: AllauthErrorSchema, ...errors } },
    },
    async (request) => {
      const codes = await app.mfa.regenerateRecoveryCodes(request.auth.user.id);
      if (!codes) throw allauthError(400, [CANNOT_GENERATE_RECOVERY_CODES]);
      return { status: 200 as const, data: codes };
    },
  );
};

export default fp(recoveryCodesRoutes, { name: 'recovery-codes-routes', encapsulate: true });

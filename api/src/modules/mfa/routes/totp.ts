import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConflictSchema, StatusOkSchema } from '@lifeguard/contracts/schemas/allauth';
import {
  ActivateTotpRequestSchema,
  TotpAuthenticatorResponseSchema,
  TotpSetupSchema,
} from '@lifeguard/contracts/schemas/allauth-mfa';
import { AllauthErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import type { Throttled } from '../attempts.js';
import { allauthError, HttpProblem } from '../../../plugins/errors.js';
import { noStore } from '../../../plugins/no-store.js';
import { INCORRECT_CODE } from '../errors.js';
import { RecentAuthenticationFailedSchema } from '../responses.js';

/** allauth's "Account: 2FA" TOTP endpoints (issue 16 §6): status and setup, activation, removal. */
const totpRoutes: FastifyPluginAsyncTypebox<{ attempts: Throttled }> = async (app, { attempts }) => {
  const path = '/account/authenticators/totp';

  /**
   * GET: 200 the active authenticator app; else 404 with a secret (base32) and its otpauth URL
   * for a QR code, the same for every GET of this session until activation. Never cached.
   */
  app.get(
    path,
    {
      onRequest: [noStore, app.authenticate],
      schema: {
        response: { 200: TotpAuthenticatorResponseSchema, 401: UnauthenticatedSchema, 404: TotpSetupSchema },
      },
    },
    async (request, reply) => {
      const { user, session } = request.auth;
      const totp = await app.mfa.totp(user.id);
      if (totp) return { status: 200 as const, data: totp };
      const setup = await app.mfa.setup(session.id, user);
      return reply.code(404).send({ status: 404 as const, meta: setup });
    },
  );

  /**
   * POST `{code}` (recent authentication): activates the app set up with this session's secret
   * and makes the first recovery codes → 200 with `meta.recovery_codes_generated`. 400
   * `incorrect_code`; 409 when already active; 429 past MFA_RATE_LIMIT attempts a minute.
   */
  app.post(
    path,
    {
      onRequest: [app.authenticate, app.refuseWhileImpersonating],
      preHandler: [app.requireRecentAuthentication, attempts],
      schema: {
        body: ActivateTotpRequestSchema,
        response: {
          200: TotpAuthenticatorResponseSchema,
          400: AllauthErrorSchema,
          401: RecentAuthenticationFailedSchema,
          403: AllauthErrorSchema,
          409: ConflictSchema,
          429: AllauthErrorSchema,
        },
      },
    },
    async (request) => {
      const { user, session } = request.auth;
      const activation = await app.mfa.activateTotp(session.id, user.id, request.body.code);
      if (activation.outcome === 'incorrect_code') throw allauthError(400, [INCORRECT_CODE]);
      if (activation.outcome === 'already_active') throw new HttpProblem(409, { status: 409 });
      return {
        status: 200 as const,
        data: activation.authenticator,
        meta: { recovery_codes_generated: activation.recoveryCodesGenerated },
      };
    },
  );

  /** DELETE (recent authentication): turns two-factor sign-in off (app and recovery codes) → 200. */
  app.delete(
    path,
    {
      onRequest: [app.authenticate, app.refuseWhileImpersonating],
      preHandler: app.requireRecentAuthentication,
      schema: {
        response: { 200: StatusOkSchema, 401: RecentAuthenticationFailedSchema, 403: AllauthErrorSchema },
      },
    },
    async (request) => {
      await app.mfa.deactivateTotp(request.auth.user.id);
      return { status: 200 as const };
    },
  );
};

export default fp(totpRoutes, { name: 'totp-routes', encapsulate: true });

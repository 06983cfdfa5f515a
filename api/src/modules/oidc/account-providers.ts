import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DisconnectProviderRequestSchema,
  ProviderAccountsSchema,
} from '@lifeguard/contracts/schemas/allauth-account';
import { UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import fp from 'fastify-plugin';
import { allauthError } from '../../plugins/errors.js';
import { rateLimited } from '../../plugins/rate-limit.js';
import { refusals } from '../../plugins/refusals.js';

/** Disconnects a user may try a minute. */
const DISCONNECTS_PER_MINUTE = 10;

/**
 * allauth "Providers" (issue 16 §4), under /_allauth/browser/v1: the signed-in user's connected
 * provider accounts (connecting one is the provider redirect with `process=connect`). Signed
 * out → 401 with flows.
 */
const accountProvidersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { providerAccounts } = app.oidc;

  /** GET /account/providers: 200 the user's provider accounts (uid, display, provider). */
  app.get(
    '/account/providers',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ProviderAccountsSchema, 401: UnauthenticatedSchema } },
    },
    async (request) => ({ status: 200, data: await providerAccounts.list(request.auth.user.id) }) as const,
  );

  /**
   * DELETE /account/providers `{provider, account}` (account: the uid): disconnects that account
   * of the user; 200 the remaining ones. 400 `account_not_found` when the user has no such account
   * (another user's answers the same), `no_password` when it is the last one and the user has no
   * usable password; 403 `impersonating` while a superuser acts as the user (issue 13); 429 past
   * 10 a minute per user.
   */
  app.delete(
    '/account/providers',
    {
      onRequest: [app.authenticate, app.refuseWhileImpersonating],
      preHandler: app.throttle({
        name: 'providers-disconnect',
        max: DISCONNECTS_PER_MINUTE,
        key: (request) => String(request.auth.user.id),
        error: rateLimited(),
      }),
      schema: {
        body: DisconnectProviderRequestSchema,
        response: { 200: ProviderAccountsSchema, ...refusals.allauthChange },
      },
    },
    async (request) => {
      const { user } = request.auth;
      const { provider, account } = request.body;
      const problem = await providerAccounts.disconnect(user, provider, account);
      if (problem) throw allauthError(400, [problem]);
      return { status: 200, data: await providerAccounts.list(user.id) } as const;
    },
  );
};

export default fp(accountProvidersRoutes, { name: 'account-providers-routes', encapsulate: true });

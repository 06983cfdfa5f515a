import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  GmailAuthUrlSchema,
  GmailIntegrationAnswerSchema,
  GmailIntegrationStatusSchema,
  GmailSyncProgressSchema,
  UpdateGmailSettingsRequestSchema,
} from '@lifeguard/contracts/schemas/email-protection';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import { IntegrationParamsSchema } from '@lifeguard/contracts/schemas/integrations';
import { ProviderCallbackQuerySchema } from '@lifeguard/contracts/schemas/oidc';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiError, notFound } from '../../plugins/errors.js';
import { presentIntegration } from '../integrations/present.js';
import { presentProgress, presentStatus, settingsChanges } from './present.js';
import { GMAIL_CALLBACK_PATH } from './gmail/callback-path.js';
import { tooManyPerMinute } from '../../plugins/rate-limit.js';
import { refusals } from '../../plugins/refusals.js';

const BASE = '/integrations/api/integrations';
const unavailable = () =>
  apiError(400, [{ message: 'Gmail protection is not available on this server.', code: 'unavailable' }]);
const notConnected = () => apiError(400, [{ message: 'Gmail is not connected.', code: 'not_connected' }]);

/**
 * Email protection calls (spec 001 §7: gmail_auth_url, {id}/gmail_integration_status,
 * gmail_sync_progress, {id}/update_gmail_settings, {id}/disconnect_gmail; issue 14), signed
 * in; `{id}` is the user's email integration (anything else 404). Google returns to
 * GMAIL_CALLBACK_PATH, which needs the session that asked.
 */
const emailProtectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The user's email integration `id`. @throws 404 when it is not theirs or not email's */
  async function emailIntegration(request: FastifyRequest, id: number) {
    const row = await app.integrations.find(request.auth.user.id, id);
    if (!row || row.type !== 'email') throw notFound();
    return row;
  }
  const throttle = app.throttle({
    name: 'gmail',
    max: app.config.rateLimits.gmail,
    key: (request) => request.auth.user.id.toString(),
    error: tooManyPerMinute('requests to Gmail protection'),
  });

  const signedInRoutes: FastifyPluginAsync = async (instance) => {
    const signedIn = instance.withTypeProvider<TypeBoxTypeProvider>();
    signedIn.addHook('onRequest', app.authenticate);

    /**
     * GET gmail_auth_url/: `{auth_url}`, Google's consent page (gmail.readonly) for the user's
     * own address, its state bound to this session. 403 while impersonating; 429 over the limit.
     */
    signedIn.get(
      `${BASE}/gmail_auth_url/`,
      {
        schema: {
          response: {
            200: GmailAuthUrlSchema,
            400: ApiErrorSchema,
            401: UnauthenticatedSchema,
            403: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
        preHandler: [throttle, async (request) => app.refuseWhileImpersonating(request)],
      },
      async (request) => {
        const { user, session } = request.auth;
        if (!app.emailProtection.available()) throw unavailable();
        await app.integrations.refresh(user.id, 'email');
        return { auth_url: await app.emailProtection.authUrl(user.id, session.id, user.email) };
      },
    );

    /** GET gmail_sync_progress/: the latest sync; 404 when no Gmail is connected. */
    signedIn.get(
      `${BASE}/gmail_sync_progress/`,
      {
        schema: {
          response: { 200: GmailSyncProgressSchema, 401: UnauthenticatedSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => {
        const row = await app.emailProtection.find(request.auth.user.id);
        if (!row) throw notFound();
        return presentProgress(row);
      },
    );

    /** GET {id}/gmail_integration_status/: connection, settings, last and next sync, progress. */
    signedIn.get(
      `${BASE}/:id/gmail_integration_status/`,
      {
        schema: {
          params: IntegrationParamsSchema,
          response: { 200: GmailIntegrationStatusSchema, ...refusals.owned },
        },
      },
      async (request) => {
        const integration = await emailIntegration(request, request.params.id);
        return presentStatus(integration, await app.emailProtection.find(request.auth.user.id));
      },
    );

    /**
     * POST {id}/update_gmail_settings/ `{scan_frequency?, labels?, notify_high_risk?}`:
     * saves the Gmail settings; `{integration}`. 400 on a bad value (nothing changes) or
     * without a connected Gmail.
     */
    signedIn.post(
      `${BASE}/:id/update_gmail_settings/`,
      {
        schema: {
          params: IntegrationParamsSchema,
          body: UpdateGmailSettingsRequestSchema,
          response: { 200: GmailIntegrationAnswerSchema, ...refusals.owned },
        },
      },
      async (request) => {
        const integration = await emailIntegration(request, request.params.id);
        const row = await app.emailProtection.updateSettings(
          request.auth.user.id,
          settingsChanges(request.body),
        );
        if (!row) throw notConnected();
        return { integration: presentIntegration(integration) };
      },
    );

    /**
     * POST {id}/disconnect_gmail/: revokes the token at Google, deletes it, stops syncing;
     * `{integration}` as now (not configured). 403 while impersonating.
     */
    signedIn.post(
      `${BASE}/:id/disconnect_gmail/`,
      {
        schema: {
          params: IntegrationParamsSchema,
          response: { 200: GmailIntegrationAnswerSchema, ...refusals.guarded },
        },
        preHandler: async (request) => app.refuseWhileImpersonating(request),
      },
      async (request) => {
        await emailIntegration(request, request.params.id);
        await app.emailProtection.disconnect(request.auth.user.id);
        const integration = await app.integrations.refresh(request.auth.user.id, 'email');
        return { integration: presentIntegration(integration) };
      },
    );
  };
  await app.register(fp(signedInRoutes, { name: 'signed-in-email-protection-routes', encapsulate: true }));

  /**
   * GET /integrations/gmail/callback/: Google's return after consent. Always a 302 to the
   * email screen on the configured origin: `?connected=1`, or `?error=` access_denied,
   * invalid_state (unknown, used, expired or another session's state) or connect_failed.
   */
  app.get(
    GMAIL_CALLBACK_PATH,
    { schema: { querystring: ProviderCallbackQuerySchema }, attachValidation: true },
    async (request, reply) => {
      const screen = `${app.publicOrigin()}/app/integrations/email`;
      const current = await request.currentSession();
      const error = request.validationError
        ? 'invalid_state'
        : await app.emailProtection.finishConnect(current?.session.id ?? null, request.query);
      return reply.redirect(error ? `${screen}?error=${error}` : `${screen}?connected=1`, 302);
    },
  );
};

export default fp(emailProtectionRoutes, { name: 'email-protection-routes', encapsulate: true });

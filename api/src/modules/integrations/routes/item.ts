import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import {
  IntegrationParamsSchema,
  IntegrationSchema,
  IntegrationStatusCheckSchema,
  UpdateIntegrationRequestSchema,
  UpdateStatusRequestSchema,
} from '@lifeguard/contracts/schemas/integrations';
import fp from 'fastify-plugin';
import { notFound } from '../../../plugins/errors.js';
import { presentIntegration } from '../present.js';
import type { IntegrationChanges } from '../repository.js';
import { tooManyPerMinute } from '../../../plugins/rate-limit.js';
import { refusals } from '../../../plugins/refusals.js';

const ITEM = '/integrations/api/integrations/:id';

/**
 * One integration of the signed-in user (spec 001 §4, §7 "Integrations"): partial update, status
 * changes and checks. Another user's id, or an unknown one, answers 404.
 */
const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The status check of the user's integration `id`. @throws 404 when it is not theirs. */
  async function checked(userId: number, id: number, sync: boolean) {
    const outcome = await app.integrations.check(userId, id, { sync });
    if (!outcome) throw notFound();
    return outcome;
  }

  /** The user's integration `id` after `changes`, as answered. @throws 404 when it is not theirs. */
  async function updated(userId: number, id: number, changes: IntegrationChanges) {
    const row = await app.integrations.update(userId, id, changes);
    if (!row) throw notFound();
    return presentIntegration(row);
  }

  /**
   * PATCH `{provider?, is_active?, is_configured?, health_status?}`: the updated integration.
   * Turning it off (`is_active` or `is_configured` false) is refused while impersonating.
   */
  app.patch(
    `${ITEM}/`,
    {
      schema: {
        params: IntegrationParamsSchema,
        body: UpdateIntegrationRequestSchema,
        response: { 200: IntegrationSchema, ...refusals.guarded },
      },
      preHandler: async (request) => {
        const { is_active: isActive, is_configured: isConfigured } = request.body;
        if (isActive === false || isConfigured === false) await app.refuseWhileImpersonating(request);
      },
    },
    async (request) => {
      const { provider, is_active: isActive, is_configured: isConfigured } = request.body;
      const changes = { provider, isActive, isConfigured, healthStatus: request.body.health_status };
      return updated(request.auth.user.id, request.params.id, changes);
    },
  );

  /**
   * POST update_status/ `{status}`: 'active' sets is_active; 'inactive' clears it, health
   * offline, and is refused while impersonating (a disconnect; issue 13, 403 `impersonating`).
   * 'inactive' is the user's choice: status checks keep it off until 'active' (issue 14).
   */
  app.post(
    `${ITEM}/update_status/`,
    {
      schema: {
        params: IntegrationParamsSchema,
        body: UpdateStatusRequestSchema,
        response: { 200: IntegrationSchema, ...refusals.guarded },
      },
      preHandler: async (request) => {
        if (request.body.status === 'inactive') await app.refuseWhileImpersonating(request);
      },
    },
    async (request) => {
      const changes =
        request.body.status === 'active'
          ? { isActive: true, turnedOff: false }
          : { isActive: false, healthStatus: 'offline' as const, turnedOff: true };
      return updated(request.auth.user.id, request.params.id, changes);
    },
  );

  /**
   * POST check_status/: `{status, is_configured, health_status, integration}` derived from the
   * user's real state and stored (status.ts), so a check is how an integration becomes active.
   */
  app.post(
    `${ITEM}/check_status/`,
    {
      schema: {
        params: IntegrationParamsSchema,
        response: { 200: IntegrationStatusCheckSchema, ...refusals.owned },
      },
    },
    async (request) => {
      const outcome = await checked(request.auth.user.id, request.params.id, false);
      return {
        status: outcome.status,
        is_configured: outcome.state.isConfigured,
        health_status: outcome.state.healthStatus,
        integration: presentIntegration(outcome.integration),
      };
    },
  );

  /**
   * POST sync/: re-derives the status like check_status and answers the integration, synced now.
   * For email protection it also queues a mailbox sync now (the email screen's 'Sync now',
   * issue 14), hence the limit per user.
   */
  app.post(
    `${ITEM}/sync/`,
    {
      schema: {
        params: IntegrationParamsSchema,
        response: { 200: IntegrationSchema, ...refusals.owned, 429: ApiErrorSchema },
      },
      preHandler: app.throttle({
        name: 'integration-sync',
        max: app.config.rateLimits.gmail,
        key: (request) => request.auth.user.id.toString(),
        error: tooManyPerMinute('sync requests'),
      }),
    },
    async (request) => {
      const userId = request.auth.user.id;
      const outcome = await checked(userId, request.params.id, true);
      if (outcome.integration.type === 'email') await app.emailProtection.requestSync(userId);
      return presentIntegration(outcome.integration);
    },
  );
};

export default fp(itemRoutes, { name: 'integration-item-routes', encapsulate: true });

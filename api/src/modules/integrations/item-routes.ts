import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DetailSchema, notFound } from '../../plugins/errors.js';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { signedInUserId } from '../../plugins/session.js';
import {
  CheckStatusSchema,
  IdParams,
  IntegrationSchema,
  PatchBody,
  UpdateStatusBody,
  presentIntegration,
} from './schemas.js';

const ITEM = '/integrations/api/integrations/:id';
const errors = { 400: ApiErrorSchema, 401: DetailSchema, 404: ApiErrorSchema };

/**
 * One integration of the signed-in user (spec 001 §4, §7 "Integrations"): partial update, status
 * changes and checks. Another user's id, or an unknown one, answers 404.
 */
const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The status check of the integration named by the path; 404 when not the user's. */
  async function checked(request: FastifyRequest, id: number, sync: boolean) {
    const outcome = await app.integrations.check(await signedInUserId(request), id, { sync });
    if (!outcome) throw notFound();
    return outcome;
  }

  /** PATCH `{provider?, is_active?, is_configured?, health_status?}`: the updated integration. */
  app.patch(
    `${ITEM}/`,
    { schema: { params: IdParams, body: PatchBody, response: { 200: IntegrationSchema, ...errors } } },
    async (request) => {
      const { provider, is_active: isActive, is_configured: isConfigured } = request.body;
      const changes = { provider, isActive, isConfigured, healthStatus: request.body.health_status };
      const row = await app.integrations.update(await signedInUserId(request), request.params.id, changes);
      if (!row) throw notFound();
      return presentIntegration(row);
    },
  );

  /** POST update_status/ `{status}`: 'active' sets is_active; 'inactive' clears it, health offline. */
  app.post(
    `${ITEM}/update_status/`,
    {
      schema: { params: IdParams, body: UpdateStatusBody, response: { 200: IntegrationSchema, ...errors } },
    },
    async (request) => {
      const changes =
        request.body.status === 'active'
          ? { isActive: true }
          : { isActive: false, healthStatus: 'offline' as const };
      const row = await app.integrations.update(await signedInUserId(request), request.params.id, changes);
      if (!row) throw notFound();
      return presentIntegration(row);
    },
  );

  /**
   * POST check_status/: `{status, is_configured, health_status, integration}` derived from the
   * user's real state and stored (status.ts), so a check is how an integration becomes active.
   */
  app.post(
    `${ITEM}/check_status/`,
    { schema: { params: IdParams, response: { 200: CheckStatusSchema, ...errors } } },
    async (request) => {
      const outcome = await checked(request, request.params.id, false);
      return {
        status: outcome.status,
        is_configured: outcome.state.isConfigured,
        health_status: outcome.state.healthStatus,
        integration: presentIntegration(outcome.integration),
      };
    },
  );

  /** POST sync/: re-derives the status like check_status and answers the integration, synced now. */
  app.post(
    `${ITEM}/sync/`,
    { schema: { params: IdParams, response: { 200: IntegrationSchema, ...errors } } },
    async (request) => {
      const outcome = await checked(request, request.params.id, true);
      return presentIntegration(outcome.integration);
    },
  );
};

export default itemRoutes;

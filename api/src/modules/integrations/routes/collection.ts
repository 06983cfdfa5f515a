import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import {
  CreateIntegrationRequestSchema,
  DarkwebStatusSchema,
  IntegrationSchema,
  OnboardingStatusSchema,
} from '@lifeguard/contracts/schemas/integrations';
import { listOf } from '@lifeguard/contracts/schemas/lists';
import fp from 'fastify-plugin';
import { apiError } from '../../../plugins/errors.js';
import { listAnswer } from '../../../plugins/lists.js';
import { presentIntegration } from '../present.js';

const BASE = '/integrations/api/integrations';

const alreadyExists = () =>
  apiError(400, [
    { message: 'You already have an integration of this type.', code: 'already_exists', param: 'type' },
  ]);

/** The integrations collection and its summaries (spec 001 §7 "Integrations"); signed in. */
const collectionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET: the user's integrations in a list envelope, ordered darkweb, chrome, email, phone, financial. */
  app.get(
    `${BASE}/`,
    { schema: { response: { 200: listOf(IntegrationSchema), 401: UnauthenticatedSchema } } },
    async (request) => {
      const rows = await app.integrations.list(request.auth.user.id);
      return listAnswer(rows.map(presentIntegration));
    },
  );

  /**
   * POST `{type, provider, is_active?, is_configured?}`: 201 the new integration (spec 001 §3
   * default creation). 400 `already_exists` (param type) when the user has one of that type,
   * even when two requests race: the unique (user, type) index decides.
   */
  app.post(
    `${BASE}/`,
    {
      schema: {
        body: CreateIntegrationRequestSchema,
        response: { 201: IntegrationSchema, 400: ApiErrorSchema, 401: UnauthenticatedSchema },
      },
    },
    async (request, reply) => {
      const { type, provider, is_active: isActive, is_configured: isConfigured } = request.body;
      const row = await app.integrations.create(request.auth.user.id, {
        type,
        provider,
        isActive,
        isConfigured,
      });
      if (!row) throw alreadyExists();
      return reply.code(201).send(presentIntegration(row));
    },
  );

  /** GET onboarding_status/: configured and active types, and whether every required one is active. */
  app.get(
    `${BASE}/onboarding_status/`,
    { schema: { response: { 200: OnboardingStatusSchema, 401: UnauthenticatedSchema } } },
    async (request) => app.integrations.onboardingStatus(request.auth.user.id),
  );

  /** GET check_darkweb_status/: `{has_scan_results}`, true once the user has a stored scan (spec 001 §4). */
  app.get(
    `${BASE}/check_darkweb_status/`,
    { schema: { response: { 200: DarkwebStatusSchema, 401: UnauthenticatedSchema } } },
    async (request) => ({ has_scan_results: await app.darkweb.hasScans(request.auth.user.id) }),
  );
};

export default fp(collectionRoutes, { name: 'integration-collection-routes', encapsulate: true });

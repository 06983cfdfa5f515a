import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REMOTE_LOADS_PATH } from '@lifeguard/contracts/remote-registry';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import {
  RemoteActivateSchema,
  RemoteCanarySchema,
  RemoteDevOverrideInputSchema,
  RemoteDevOverrideSchema,
  RemoteLoadReportSchema,
  RemoteParamsSchema,
  RemotePublishSchema,
  RemoteRegistryStateSchema,
  RemoteStateSchema,
} from '@lifeguard/contracts/schemas/remote-registry';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { RemoteName } from '../../gateway/apps.js';
import { apiError } from '../../plugins/errors.js';
import { devOverrideOf, setDevOverride } from './dev-override.js';
import { STATS_WINDOW_MS } from './loads.js';
import { RegistryError, type RegistryActor } from './registry.js';
import { perIp, rateLimited } from '../../plugins/rate-limit.js';
import { refusals } from '../../plugins/refusals.js';

const ADMIN = '/api/admin/remotes/';

/** The superuser making a change, as the audit names them. */
const actorOf = (request: FastifyRequest): RegistryActor => ({
  id: request.auth.user.id,
  name: request.auth.user.email,
});

/** Runs a registry change, answering a RegistryError as our 400/404 error shape. */
async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    throw apiError(error.status, [
      { message: error.message, code: error.code, ...(error.param ? { param: error.param } : {}) },
    ]);
  }
}

/**
 * The live remote registry's calls (issue 34): the superusers' Remotes page under
 * `/api/admin/remotes/` (superusers only: 401 signed out, 403 otherwise; every change audited and
 * applied from the next page load), and the load reports of every page at {@link REMOTE_LOADS_PATH}.
 */
const remotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const superuser = [app.authenticate, app.requireSuperuser];
  const registry = app.remoteRegistry;
  const stateOf = async (name: RemoteName) =>
    (await registry.state(new Date(Date.now() - STATS_WINDOW_MS))).find((remote) => remote.name === name)!;
  const changed = { 200: RemoteStateSchema, ...refusals.guarded };
  const params = RemoteParamsSchema;

  /**
   * GET /api/admin/remotes/: every remote's state (versions newest first with their last hour of
   * loads: count, failures, failure rate %, p75 ms), the newest 50 audit rows, this browser's
   * developer override and the canary rule.
   */
  app.get(
    ADMIN,
    { onRequest: superuser, schema: { response: { 200: RemoteRegistryStateSchema, ...refusals.guarded } } },
    async (request) => ({
      remotes: await registry.state(new Date(Date.now() - STATS_WINDOW_MS)),
      audit: await registry.audit(50),
      dev_override: devOverrideOf(request, app.config.secretKey, request.auth),
      canary_rule: {
        max_failure_rate: app.config.remoteCanary.maxFailureRate,
        min_loads: app.config.remoteCanary.minLoads,
      },
    }),
  );

  /** POST /api/admin/remotes/{name}/versions/ `{version, manifest_url}`: publish; 201 the remote. 400 `version_exists`. */
  app.post(
    `${ADMIN}:name/versions/`,
    {
      onRequest: superuser,
      schema: {
        params,
        body: RemotePublishSchema,
        response: { 201: RemoteStateSchema, ...refusals.guarded },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      await refusing(() =>
        registry.publish(name, request.body.version, request.body.manifest_url, actorOf(request)),
      );
      return reply.code(201).send(await stateOf(name));
    },
  );

  /** POST /api/admin/remotes/{name}/activate/ `{version}`: every next page load gets it. 404 unknown version. */
  app.post(
    `${ADMIN}:name/activate/`,
    { onRequest: superuser, schema: { params, body: RemoteActivateSchema, response: changed } },
    async (request) => {
      const { name } = request.params;
      await refusing(() => registry.activate(name, request.body.version, actorOf(request)));
      return stateOf(name);
    },
  );

  /** POST /api/admin/remotes/{name}/rollback/: back to the previously active version. 400 `nothing_to_roll_back`. */
  app.post(
    `${ADMIN}:name/rollback/`,
    { onRequest: superuser, schema: { params, response: changed } },
    async (request) => {
      const { name } = request.params;
      await refusing(() => registry.rollback(name, actorOf(request)));
      return stateOf(name);
    },
  );

  /** POST /api/admin/remotes/{name}/canary/ `{version, percent}`: 1–100 % of signed-in users get it. 400 `canary_is_active`, 404. */
  app.post(
    `${ADMIN}:name/canary/`,
    { onRequest: superuser, schema: { params, body: RemoteCanarySchema, response: changed } },
    async (request) => {
      const { name } = request.params;
      await refusing(() =>
        registry.canary(name, request.body.version, request.body.percent, actorOf(request)),
      );
      return stateOf(name);
    },
  );

  /** DELETE /api/admin/remotes/{name}/canary/: ends the canary (no canary: unchanged). */
  app.delete(
    `${ADMIN}:name/canary/`,
    { onRequest: superuser, schema: { params, response: changed } },
    async (request) => {
      const { name } = request.params;
      await registry.endCanary(name, actorOf(request));
      return stateOf(name);
    },
  );

  /**
   * PUT /api/admin/remotes/dev-override/ `{name, entry}`: this browser, while this superuser is
   * signed in, loads remote `name` from the development server at `entry` (issue 34 item 6);
   * audited. 200 the override.
   */
  app.put(
    `${ADMIN}dev-override/`,
    {
      onRequest: superuser,
      schema: {
        body: RemoteDevOverrideInputSchema,
        response: { 200: RemoteDevOverrideSchema, ...refusals.guarded },
      },
    },
    async (request, reply) => {
      const override = { name: request.body.name, entry: request.body.entry };
      await registry.auditDevOverride(override.name, override.entry, actorOf(request));
      setDevOverride(
        reply,
        app.config.secretKey,
        app.config.sessionCookieSecure,
        request.auth.user.id,
        override,
      );
      return override;
    },
  );

  /** DELETE /api/admin/remotes/dev-override/: this browser loads the published versions again; 204. */
  app.delete(
    `${ADMIN}dev-override/`,
    { onRequest: superuser, schema: { response: { 204: Type.Null(), ...refusals.guarded } } },
    async (request, reply) => {
      const current = devOverrideOf(request, app.config.secretKey, request.auth);
      if (current) await registry.auditDevOverride(current.name as RemoteName, null, actorOf(request));
      setDevOverride(reply, app.config.secretKey, app.config.sessionCookieSecure, request.auth.user.id, null);
      return reply.code(204).send(null);
    },
  );

  /**
   * POST /api/remotes/loads/ `{loads: [...]}` (1–20): how remotes loaded in a browser, sent with
   * `navigator.sendBeacon` (so no CSRF header: the reports change nothing a user owns), signed in
   * or out. 204; 400 for a bad body; 429 past REMOTE_LOADS_RATE_LIMIT batches a minute per IP.
   * Signed-in reports feed the canary rule (see loads.ts).
   */
  app.post(
    REMOTE_LOADS_PATH,
    {
      // Telemetry, no user's data: left off the impersonation trail, as analytics are.
      config: { csrfExempt: true, impersonationTrail: false },
      preHandler: app.throttle(
        perIp(
          'remote-loads',
          app.config.rateLimits.remoteLoads,
          rateLimited('Too many load reports. Please wait a minute.'),
        ),
      ),
      schema: {
        body: RemoteLoadReportSchema,
        response: { 204: Type.Null(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const signedIn = (await request.currentSession()) !== null;
      const ended = await app.remoteLoads.record(request.body.loads, signedIn);
      if (ended.length > 0) request.log.warn({ canaries: ended }, 'canary rolled back automatically');
      return reply.code(204).send(null);
    },
  );
};

export default fp(remotesRoutes, { name: 'remotes-routes', encapsulate: true });

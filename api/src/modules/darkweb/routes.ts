import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../users/schema.js';
import { DetailSchema, apiError, notFound } from '../../plugins/errors.js';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { listAnswer, listOf } from '../../plugins/lists.js';
import { requireSession, type SessionInfo } from '../../plugins/session.js';
import { applyScanConsequences } from './consequences.js';
import { BreachSearchError } from './providers/provider.js';
import { EntriesQuery, EntrySchema, ScanSchema, SearchBody, UserIdQuery } from './schemas.js';
import { identifiersOf } from './service.js';

const forbidden = () =>
  apiError(403, [
    {
      message: 'You do not have permission to perform this action.',
      code: 'permission_denied',
      param: 'user_id',
    },
  ]);
const scanFailed = (reason: string) =>
  apiError(502, [{ message: 'Failed to perform scan. Please try again.', code: reason }]);
const tooManyScans = {
  message: 'Too many scans. Please wait a minute and try again.',
  code: 'rate_limited',
};

const errors = { 401: DetailSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The signed-in session of a request, kept by the first preHandler for the rate limit's key. */
const sessions = new WeakMap<FastifyRequest, SessionInfo>();

/**
 * Dark web scan endpoints (spec 001 §7 "Threats and dark web", §3, §8). Signed out: 401.
 * `user_id` names another user only for superusers (else 403; unknown: 404).
 */
const darkwebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function signedIn(request: FastifyRequest): Promise<SessionInfo> {
    const current = await requireSession(request);
    sessions.set(request, current);
    return current;
  }

  async function subject(current: UserRow, userId: number | undefined): Promise<UserRow> {
    if (userId === undefined || userId === current.id) return current;
    if (!current.isSuperuser) throw forbidden();
    const user = await app.users.findById(userId);
    if (!user) throw notFound('user_id');
    return user;
  }

  /** GET /dehashed/api/scans/[?user_id=]: the user's scans, newest first, in a list envelope. */
  app.get(
    '/dehashed/api/scans/',
    {
      schema: {
        querystring: UserIdQuery,
        response: { 200: listOf(ScanSchema), 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      const target = await subject(user, request.query.user_id);
      return listAnswer(await app.darkweb.list(target.id));
    },
  );

  /**
   * POST /dehashed/api/search/ `{save_results = true, user_id?}`: scans the user's identifiers
   * and answers the scan (stored with its breach entries when `save_results`, then applied to
   * the dashboard by applyScanConsequences: integration, threat event, notification, action
   * items). A provider
   * failure answers 502 with the §8 scan error text and the reason as `code`; 429 past
   * DARKWEB_SCAN_RATE_LIMIT scans a minute per signed-in user.
   */
  app.post(
    '/dehashed/api/search/',
    {
      schema: {
        body: SearchBody,
        response: {
          200: ScanSchema,
          400: ApiErrorSchema,
          429: ApiErrorSchema,
          502: ApiErrorSchema,
          ...errors,
        },
      },
      // A POST without a body means the defaults (Fastify would validate `undefined`).
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: [
        async (request) => void (await signedIn(request)),
        app.throttle({
          name: 'darkweb-scan',
          max: app.config.rateLimits.darkwebScan,
          key: (request) => sessions.get(request)?.user.id.toString(),
          error: tooManyScans,
        }),
      ],
    },
    async (request) => {
      const { user } = await signedIn(request);
      const target = await subject(user, request.body.user_id);
      try {
        const save = request.body.save_results ?? true;
        const scan = await app.darkweb.scan(target.id, identifiersOf(target), { save });
        if (save) await applyScanConsequences(app, target.id, scan);
        return scan;
      } catch (error) {
        if (!(error instanceof BreachSearchError)) throw error;
        request.log.error({ provider: app.darkweb.provider, reason: error.reason }, error.message);
        throw scanFailed(error.reason);
      }
    },
  );

  /** GET /dehashed/api/entries/?scan_id=: the scan's breach entries; another user's scan is 404. */
  app.get(
    '/dehashed/api/entries/',
    {
      schema: {
        querystring: EntriesQuery,
        response: { 200: listOf(EntrySchema), 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await signedIn(request);
      const { scan_id: scanId } = request.query;
      const owner = await app.darkweb.ownerOf(scanId);
      if (owner === null || (owner !== user.id && !user.isSuperuser)) throw notFound('scan_id');
      return listAnswer(await app.darkweb.entries(scanId, owner));
    },
  );
};

export default darkwebRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SCAN_FAILED_MESSAGE } from '@lifeguard/contracts/darkweb';
import {
  BreachEntrySchema,
  DarkWebScanSchema,
  EntriesQuerySchema,
  ScansQuerySchema,
  SearchRequestSchema,
} from '@lifeguard/contracts/schemas/darkweb';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { listOf } from '@lifeguard/contracts/schemas/lists';
import fp from 'fastify-plugin';
import { apiError, notFound } from '../../plugins/errors.js';
import { listAnswer } from '../../plugins/lists.js';
import type { SessionInfo } from '../../plugins/session-types.js';
import type { UserRow } from '../users/schema.js';
import { maskEntry, maskScan } from './masked.js';
import { BreachSearchError } from './providers/provider.js';
import { auditBreachRead, staffRead, type AuditedUser } from './staff-reads.js';
import { tooManyPerMinute } from '../../plugins/rate-limit.js';
import { refusals } from '../../plugins/refusals.js';

const forbidden = () =>
  apiError(403, [
    {
      message: 'You do not have permission to perform this action.',
      code: 'permission_denied',
      param: 'user_id',
    },
  ]);
const scanFailed = (reason: string) => apiError(502, [{ message: SCAN_FAILED_MESSAGE, code: reason }]);

/**
 * Dark web scan endpoints (spec 001 §7 "Threats and dark web", §3, §8), all signed in (allauth's
 * 401 otherwise). `user_id` names another user only for superusers (else 403; unknown: 404).
 * Staff never see breached values (issue 30 item 3): a superuser's answer about another user,
 * and every answer while a superuser impersonates, is masked as the admin scan page is
 * (masked.ts) and audited as `breach_read` (staff-reads.ts); a user's own stays whole.
 */
const darkwebRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  /**
   * `answer`, about `owner`'s breach data, as `auth` may see it: whole for the owner's own read,
   * else masked by `mask` once the staff-audit row naming `call` is written.
   */
  async function seenBy<T>(
    auth: SessionInfo,
    owner: AuditedUser,
    call: string,
    answer: T,
    mask: (answer: T) => T,
  ): Promise<T> {
    const read = staffRead(auth, owner.id);
    if (!read) return answer;
    await auditBreachRead(app.db, read, owner, call);
    return mask(answer);
  }

  /** The user a call is about: the signed-in one, or the superuser's `user_id`. */
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
        querystring: ScansQuerySchema,
        response: { 200: listOf(DarkWebScanSchema), ...refusals.guarded },
      },
    },
    async (request) => {
      const { user_id: userId } = request.query;
      const target = await subject(request.auth.user, userId);
      const call = `GET /dehashed/api/scans/${userId === undefined ? '' : `?user_id=${userId}`}`;
      const scans = await seenBy(request.auth, target, call, await app.darkweb.list(target.id), (all) =>
        all.map(maskScan),
      );
      return listAnswer(scans);
    },
  );

  /**
   * POST /dehashed/api/search/ `{save_results = true, user_id?}`: scans the user's identifiers
   * and answers the scan (stored with its breach entries when `save_results`, and applied to the
   * dashboard: integration, threat event, notification, action items). A provider failure
   * answers 502 with the §8 scan error text and the reason as `code`; 429 past
   * DARKWEB_SCAN_RATE_LIMIT scans a minute per signed-in user.
   */
  app.post(
    '/dehashed/api/search/',
    {
      schema: {
        body: SearchRequestSchema,
        response: { 200: DarkWebScanSchema, ...refusals.guarded, 429: ApiErrorSchema, 502: ApiErrorSchema },
      },
      // A POST without a body means the defaults (Fastify would validate `undefined`); a JSON
      // `null` body is bad input like any other non-object.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      preHandler: app.throttle({
        name: 'darkweb-scan',
        max: app.config.rateLimits.darkwebScan,
        key: (request) => request.auth.user.id.toString(),
        error: tooManyPerMinute('scans'),
      }),
    },
    async (request) => {
      const target = await subject(request.auth.user, request.body.user_id);
      const scan = await app.darkweb
        .scanUser(target, { save: request.body.save_results ?? true })
        .catch((error: unknown) => {
          if (!(error instanceof BreachSearchError)) throw error;
          request.log.error({ provider: app.darkweb.provider, reason: error.reason }, error.message);
          throw scanFailed(error.reason);
        });
      return seenBy(request.auth, target, 'POST /dehashed/api/search/', scan, maskScan);
    },
  );

  /**
   * GET /dehashed/api/entries/?scan_id=: the scan's breach entries; another user's scan is 404
   * (a superuser's read of it is masked and audited).
   */
  app.get(
    '/dehashed/api/entries/',
    {
      schema: {
        querystring: EntriesQuerySchema,
        response: { 200: listOf(BreachEntrySchema), ...refusals.guarded },
      },
    },
    async (request) => {
      const { user } = request.auth;
      const { scan_id: scanId } = request.query;
      const owner = await app.darkweb.ownerOf(scanId);
      if (owner === null || (owner !== user.id && !user.isSuperuser)) throw notFound('scan_id');
      const ownerRow = owner === user.id ? user : await app.users.findById(owner);
      if (!ownerRow) throw notFound('scan_id');
      const entries = await app.darkweb.entries(scanId, owner);
      const call = `GET /dehashed/api/entries/?scan_id=${scanId}`;
      return listAnswer(await seenBy(request.auth, ownerRow, call, entries, (all) => all.map(maskEntry)));
    },
  );
};

export default fp(darkwebRoutes, { name: 'darkweb-routes', encapsulate: true });

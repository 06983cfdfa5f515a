import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DetailSchema, notFound } from '../../../plugins/errors.js';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { signedInUserId } from '../../../plugins/session.js';
import { listAnswer, listOf } from '../../../plugins/lists.js';
import { IdParams, NotificationSchema, ReadBody, presentNotification } from '../schemas.js';

const BASE = '/security-tasks/api/notifications';

/** Notifications of the signed-in user (spec 001 §4 "Action items and notifications", §7). */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET: the 50 newest notifications in a list envelope. */
  app.get(
    `${BASE}/`,
    { schema: { response: { 200: listOf(NotificationSchema), 401: DetailSchema } } },
    async (request) => {
      const rows = await app.notifications.list(await signedInUserId(request));
      return listAnswer(rows.map(presentNotification));
    },
  );

  /** PATCH `{read}`: the notification marked read or unread; another user's id is 404. */
  app.patch(
    `${BASE}/:id/`,
    {
      schema: {
        params: IdParams,
        body: ReadBody,
        response: { 200: NotificationSchema, 400: ApiErrorSchema, 401: DetailSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const userId = await signedInUserId(request);
      const row = await app.notifications.markRead(userId, request.params.id, request.body.read);
      if (!row) throw notFound();
      return presentNotification(row);
    },
  );
};

export default notificationRoutes;

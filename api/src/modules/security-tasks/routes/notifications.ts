import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import { listOf } from '@lifeguard/contracts/schemas/lists';
import {
  MarkReadRequestSchema,
  NotificationSchema,
  TaskParamsSchema,
} from '@lifeguard/contracts/schemas/security-tasks';
import fp from 'fastify-plugin';
import { notFound } from '../../../plugins/errors.js';
import { listAnswer } from '../../../plugins/lists.js';
import { presentNotification } from '../present.js';

const BASE = '/security-tasks/api/notifications';

/** Notifications of the signed-in user (spec 001 §4 "Action items and notifications", §7). */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET: the 50 newest notifications in a list envelope. */
  app.get(
    `${BASE}/`,
    { schema: { response: { 200: listOf(NotificationSchema), 401: UnauthenticatedSchema } } },
    async (request) => {
      const rows = await app.notifications.list(request.auth.user.id);
      return listAnswer(rows.map(presentNotification));
    },
  );

  /** PATCH `{read}`: the notification marked read or unread; another user's id is 404. */
  app.patch(
    `${BASE}/:id/`,
    {
      schema: {
        params: TaskParamsSchema,
        body: MarkReadRequestSchema,
        response: {
          200: NotificationSchema,
          400: ApiErrorSchema,
          401: UnauthenticatedSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const row = await app.notifications.markRead(
        request.auth.user.id,
        request.params.id,
        request.body.read,
      );
      if (!row) throw notFound();
      return presentNotification(row);
    },
  );
};

export default fp(notificationRoutes, { name: 'notification-routes', encapsulate: true });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, UnauthenticatedSchema } from '@lifeguard/contracts/schemas/errors';
import { listOf } from '@lifeguard/contracts/schemas/lists';
import {
  ActionItemSchema,
  PhoneCodeRequestSchema,
  PhoneNumberRequestSchema,
  TaskParamsSchema,
} from '@lifeguard/contracts/schemas/security-tasks';
import fp from 'fastify-plugin';
import { listAnswer } from '../../../plugins/lists.js';
import { toUsNumber } from '../numbers.js';
import { presentActionItem } from '../present.js';
import { refusals } from '../../../plugins/refusals.js';

const BASE = '/security-tasks/api/action-items';
const ITEM = `${BASE}/:id`;
/**
 * Action items of the signed-in user (spec 001 §4 "Action items and notifications", §7).
 * Another user's id, or an unknown one, answers 404; an action on an item of another kind 400
 * `invalid_action`.
 */
const actionItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET: the items reconciled with the user's state, in a list envelope (service.ts order). */
  app.get(
    `${BASE}/`,
    { schema: { response: { 200: listOf(ActionItemSchema), 401: UnauthenticatedSchema } } },
    async (request) => {
      const rows = await app.securityTasks.list(request.auth.user.id);
      return listAnswer(rows.map(presentActionItem));
    },
  );

  /** POST complete/: the item, completed now (kept completed: never asked again). */
  app.post(
    `${ITEM}/complete/`,
    { schema: { params: TaskParamsSchema, response: { 200: ActionItemSchema, ...refusals.owned } } },
    async (request) =>
      presentActionItem(await app.securityTasks.complete(request.auth.user.id, request.params.id)),
  );

  /**
   * POST verify_phone/ `{phone_number}` on a verify_phone item: texts a code (modules/phone);
   * the item. 400 invalid or non-mobile number, 429 send limits, 502 SMS failed.
   */
  app.post(
    `${ITEM}/verify_phone/`,
    {
      schema: {
        params: TaskParamsSchema,
        body: PhoneNumberRequestSchema,
        response: { 200: ActionItemSchema, ...refusals.owned, 429: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request) => {
      const phoneNumber = app.phoneVerification.toE164(request.body.phone_number);
      const item = await app.securityTasks.sendPhoneCode(
        request.auth.user.id,
        request.params.id,
        phoneNumber,
      );
      return presentActionItem(item);
    },
  );

  /**
   * POST verify_phone_code/ `{verification_code, phone_number}`: verifies the number (device
   * type 'mobile') and completes the item. 400 no_pending_code / code_expired / invalid_code,
   * 429 too_many_attempts.
   */
  app.post(
    `${ITEM}/verify_phone_code/`,
    {
      schema: {
        params: TaskParamsSchema,
        body: PhoneCodeRequestSchema,
        response: { 200: ActionItemSchema, ...refusals.owned, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const phoneNumber = app.phoneVerification.toE164(request.body.phone_number);
      const { verification_code: code } = request.body;
      const userId = request.auth.user.id;
      return presentActionItem(
        await app.securityTasks.verifyPhoneCode(userId, request.params.id, phoneNumber, code),
      );
    },
  );

  /**
   * POST register_donotcall/ `{phone_number}` (a US number): the item, completed, its data
   * holding `registered_number` (E.164) and `registry_url` for the person to finish there.
   */
  app.post(
    `${ITEM}/register_donotcall/`,
    {
      schema: {
        params: TaskParamsSchema,
        body: PhoneNumberRequestSchema,
        response: { 200: ActionItemSchema, ...refusals.owned },
      },
    },
    async (request) => {
      const phoneNumber = toUsNumber(request.body.phone_number);
      const userId = request.auth.user.id;
      return presentActionItem(
        await app.securityTasks.registerDoNotCall(userId, request.params.id, phoneNumber),
      );
    },
  );
};

export default fp(actionItemRoutes, { name: 'action-item-routes', encapsulate: true });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DetailSchema } from '../../../plugins/errors.js';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { signedInUserId } from '../../../plugins/session.js';
import { listAnswer, listOf } from '../../../plugins/lists.js';
import { toE164 } from '../../phone/phone-number.js';
import { toUsNumber } from '../numbers.js';
import { ActionItemSchema, IdParams, PhoneBody, PhoneCodeBody, presentActionItem } from '../schemas.js';

const BASE = '/security-tasks/api/action-items';
const ITEM = `${BASE}/:id`;
const errors = { 400: ApiErrorSchema, 401: DetailSchema, 404: ApiErrorSchema };

/**
 * Action items of the signed-in user (spec 001 §4 "Action items and notifications", §7).
 * Another user's id, or an unknown one, answers 404; an action on an item of another kind 400
 * `invalid_action`.
 */
const actionItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** GET: the items reconciled with the user's state, in a list envelope (service.ts order). */
  app.get(
    `${BASE}/`,
    { schema: { response: { 200: listOf(ActionItemSchema), 401: DetailSchema } } },
    async (request) => {
      const rows = await app.securityTasks.list(await signedInUserId(request));
      return listAnswer(rows.map(presentActionItem));
    },
  );

  /** POST complete/: the item, completed now (kept completed: never asked again). */
  app.post(
    `${ITEM}/complete/`,
    { schema: { params: IdParams, response: { 200: ActionItemSchema, ...errors } } },
    async (request) =>
      presentActionItem(await app.securityTasks.complete(await signedInUserId(request), request.params.id)),
  );

  /**
   * POST verify_phone/ `{phone_number}` on a verify_phone item: texts a code (modules/phone);
   * the item. 400 invalid or non-mobile number, 429 send limits, 502 SMS failed.
   */
  app.post(
    `${ITEM}/verify_phone/`,
    {
      schema: {
        params: IdParams,
        body: PhoneBody,
        response: { 200: ActionItemSchema, ...errors, 429: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request) => {
      const userId = await signedInUserId(request);
      const phoneNumber = toE164(request.body.phone_number);
      return presentActionItem(await app.securityTasks.sendPhoneCode(userId, request.params.id, phoneNumber));
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
        params: IdParams,
        body: PhoneCodeBody,
        response: { 200: ActionItemSchema, ...errors, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const userId = await signedInUserId(request);
      const phoneNumber = toE164(request.body.phone_number);
      const { verification_code: code } = request.body;
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
    { schema: { params: IdParams, body: PhoneBody, response: { 200: ActionItemSchema, ...errors } } },
    async (request) => {
      const userId = await signedInUserId(request);
      const phoneNumber = toUsNumber(request.body.phone_number);
      return presentActionItem(
        await app.securityTasks.registerDoNotCall(userId, request.params.id, phoneNumber),
      );
    },
  );
};

export default actionItemRoutes;

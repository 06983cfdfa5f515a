import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import {
  SendPhoneVerificationRequestSchema,
  SendPhoneVerificationResponseSchema,
  VerifyPhoneCodeRequestSchema,
  VerifyPhoneCodeResponseSchema,
} from '@lifeguard/contracts/schemas/phone';
import fp from 'fastify-plugin';
import { impersonationOf } from '../users/present.js';
import { presentCodeSent } from './present.js';
import { refusals } from '../../plugins/refusals.js';

/**
 * Answers both calls share besides success: bad input, signed out, impersonating, a limit
 * reached.
 */
const refused = { ...refusals.input, 403: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Phone verification calls of spec 000 §7 and spec 001 §7 "Phone"; each needs a session
 * (allauth's 401 before CSRF and input are looked at), and is refused while a superuser
 * impersonates the user (403 `impersonating`, issue 30 item 1: the number is the user's).
 */
const phoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.refuseWhileImpersonating);

  /**
   * POST /users/api/phone/send-verification/ `{phone_number, device_type}`: texts a 6-digit
   * code; 200 `{status: 'success', message, phone_number: <E.164>, expires_in: <seconds>}`.
   * 400 invalid or non-mobile number, 429 limits (limits.ts), 502 SMS failed.
   */
  app.post(
    '/users/api/phone/send-verification/',
    {
      schema: {
        body: SendPhoneVerificationRequestSchema,
        response: { 200: SendPhoneVerificationResponseSchema, ...refused, 502: ApiErrorSchema },
      },
    },
    async (request) => {
      const phoneNumber = app.phoneVerification.toE164(request.body.phone_number);
      const { expiresIn } = await app.phoneVerification.send(request.auth.user.id, phoneNumber);
      return presentCodeSent(phoneNumber, expiresIn);
    },
  );

  /**
   * POST /users/api/phone/verify-code/ `{phone_number, code, device_type}`: 200
   * `{status: 'success', user}` with phone_number, phone_verified true and device_type set
   * (spec 000 §4 "Phone"). 400 no_pending_code / code_expired / invalid_code, 429
   * too_many_attempts.
   */
  app.post(
    '/users/api/phone/verify-code/',
    {
      schema: {
        body: VerifyPhoneCodeRequestSchema,
        response: { 200: VerifyPhoneCodeResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { code, device_type: deviceType } = request.body;
      const phoneNumber = app.phoneVerification.toE164(request.body.phone_number);
      const user = await app.phoneVerification.verify(request.auth.user.id, phoneNumber, code, deviceType);
      return { status: 'success' as const, user: app.users.present(user, impersonationOf(request.auth)) };
    },
  );
};

export default fp(phoneRoutes, { name: 'phone-routes', encapsulate: true });

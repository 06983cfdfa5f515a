import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DetailSchema } from '../../plugins/errors.js';
import { ApiErrorSchema } from '@lifeguard/contracts/schemas/errors';
import { requireSession } from '../../plugins/session.js';
import { UserSchema } from '../users/present.js';
import { DEVICE_TYPES } from './limits.js';
import { toE164 } from './phone-number.js';

const PhoneNumber = Type.String({ minLength: 1, maxLength: 40 });
const DeviceType = Type.Enum(DEVICE_TYPES);
/** Answers both calls share besides success: bad input, signed out, a limit reached. */
const Refusals = { 400: ApiErrorSchema, 401: DetailSchema, 429: ApiErrorSchema };

/** Phone verification calls of spec 000 §7 and spec 001 §7 "Phone"; each needs a session. */
const phoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * POST /users/api/phone/send-verification/ `{phone_number, device_type}`: texts a 6-digit
   * code; 200 `{status: 'success', message, phone_number: <E.164>, expires_in: <seconds>}`.
   * 400 invalid or non-mobile number, 401 signed out, 429 limits (limits.ts), 502 SMS failed.
   */
  app.post(
    '/users/api/phone/send-verification/',
    {
      schema: {
        body: Type.Object({ phone_number: PhoneNumber, device_type: DeviceType }),
        response: {
          200: Type.Object({
            status: Type.Literal('success'),
            message: Type.String(),
            phone_number: Type.String(),
            expires_in: Type.Integer(),
          }),
          ...Refusals,
          502: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const current = await requireSession(request);
      const phoneNumber = toE164(request.body.phone_number);
      const { expiresIn } = await app.phoneVerification.send(current.user.id, phoneNumber);
      return {
        status: 'success' as const,
        message: 'Verification code sent.',
        phone_number: phoneNumber,
        expires_in: expiresIn,
      };
    },
  );

  /**
   * POST /users/api/phone/verify-code/ `{phone_number, code, device_type}`: 200
   * `{status: 'success', user}` with phone_number, phone_verified true and device_type set
   * (spec 000 §4 "Phone"). 400 no_pending_code / code_expired / invalid_code, 401 signed out,
   * 429 too_many_attempts.
   */
  app.post(
    '/users/api/phone/verify-code/',
    {
      schema: {
        body: Type.Object({
          phone_number: PhoneNumber,
          code: Type.String({ minLength: 1, maxLength: 20 }),
          device_type: DeviceType,
        }),
        response: {
          200: Type.Object({ status: Type.Literal('success'), user: UserSchema }),
          ...Refusals,
        },
      },
    },
    async (request) => {
      const current = await requireSession(request);
      const { code, device_type: deviceType } = request.body;
      const phoneNumber = toE164(request.body.phone_number);
      const user = await app.phoneVerification.verify(current.user.id, phoneNumber, code, deviceType);
      return { status: 'success' as const, user: app.users.present(user) };
    },
  );
};

export default phoneRoutes;

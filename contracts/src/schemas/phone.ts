import { Type, type Static } from 'typebox';
import { DEVICE_TYPES } from '../phone.js';
import { UserSchema } from './users.js';
import { Text } from './text.js';

/**
 * The phone verification calls (spec 000 §7, spec 001 §7 "Phone"). Refusals answer
 * `ApiErrorSchema` (400 bad number or code, 429 limits, 502 text not sent), a signed-out call
 * `UnauthenticatedSchema`.
 */

const PhoneNumber = Text({ minLength: 1, maxLength: 40 });
const DeviceType = Type.Enum(DEVICE_TYPES);

/** `POST /users/api/phone/send-verification/` body. */
export const SendPhoneVerificationRequestSchema = Type.Object({
  phone_number: PhoneNumber,
  device_type: DeviceType,
});
export type SendPhoneVerificationRequest = Static<typeof SendPhoneVerificationRequestSchema>;

/** Its 200: `phone_number` as the server normalised it (E.164), `expires_in` in seconds. */
export const SendPhoneVerificationResponseSchema = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  phone_number: Type.String(),
  expires_in: Type.Integer(),
});
export type SendPhoneVerificationResponse = Static<typeof SendPhoneVerificationResponseSchema>;

/** `POST /users/api/phone/verify-code/` body. */
export const VerifyPhoneCodeRequestSchema = Type.Object({
  phone_number: PhoneNumber,
  code: Text({ minLength: 1, maxLength: 20 }),
  device_type: DeviceType,
});
export type VerifyPhoneCodeRequest = Static<typeof VerifyPhoneCodeRequestSchema>;

/** Its 200: the user with phone_number, phone_verified true and device_type set (spec 000 §4). */
export const VerifyPhoneCodeResponseSchema = Type.Object({
  status: Type.Literal('success'),
  user: UserSchema,
});
export type VerifyPhoneCodeResponse = Static<typeof VerifyPhoneCodeResponseSchema>;

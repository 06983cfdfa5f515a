import { api } from '@lifeguard/shared/api/api-slice';
import type { DeviceType } from '../utils/device-types';

export type SendPhoneVerificationRequest = { phone_number: string; device_type: DeviceType };

/** `phone_number` is the number as the server normalised it (E.164); `expires_in` in seconds. */
export type SendPhoneVerificationResponse = {
  status: 'success';
  message: string;
  phone_number: string;
  expires_in: number;
};

/**
 * POST /users/api/phone/send-verification/ `{phone_number, device_type}` (spec 000 §7, spec 001
 * §7 "Phone"): texts a 6-digit code. Errors in our shape: 400 invalid or non-mobile number, 429
 * resend cool-down or too many codes ('Please wait N seconds before requesting a new code.'),
 * 502 the text message could not be sent.
 */
export const sendPhoneVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendPhoneVerification: build.mutation<SendPhoneVerificationResponse, SendPhoneVerificationRequest>({
      query: (body) => ({ url: '/users/api/phone/send-verification/', method: 'POST', body }),
    }),
  }),
});

export const { useSendPhoneVerificationMutation } = sendPhoneVerificationApi;

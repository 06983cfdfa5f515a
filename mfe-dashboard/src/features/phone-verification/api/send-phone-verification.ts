import type {
  SendPhoneVerificationRequest,
  SendPhoneVerificationResponse,
} from '@lifeguard/contracts/schemas/phone';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * POST /users/api/phone/send-verification/ `{phone_number, device_type}` (spec 000 §7, spec 001
 * §7 "Phone"): texts a 6-digit code → `{status: 'success', message, phone_number, expires_in}`,
 * the number as the server normalised it (E.164) and the code's life in seconds. Errors in our
 * shape: 400 invalid or non-mobile number, 429 resend cool-down or too many codes ('Please wait
 * N seconds before requesting a new code.'), 502 the text message could not be sent.
 */
export const sendPhoneVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendPhoneVerification: build.mutation<SendPhoneVerificationResponse, SendPhoneVerificationRequest>({
      query: (body) => ({ url: '/users/api/phone/send-verification/', method: 'POST', body }),
    }),
  }),
});

export const { useSendPhoneVerificationMutation } = sendPhoneVerificationApi;

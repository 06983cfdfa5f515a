import type { EmailRequest } from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';
import { EMAIL_PATH } from './get-email-addresses';

/**
 * 'Send verification email': `PUT /_allauth/browser/v1/account/email` `{email}` → 200
 * `{status: 200}`, a new verification link mailed to that unverified address (issue 16 §3). 400
 * param 'email' (not an address of the account); 403 or 429 when too many mails were sent.
 */
export const requestEmailVerificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestEmailVerification: build.mutation<{ status: 200 }, EmailRequest>({
      query: (body) => ({ url: EMAIL_PATH, method: 'PUT', body }),
    }),
  }),
});

export const { useRequestEmailVerificationMutation } = requestEmailVerificationApi;

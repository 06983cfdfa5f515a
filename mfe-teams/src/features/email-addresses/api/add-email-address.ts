import type {
  EmailAddress,
  EmailAddresses,
  EmailRequest,
} from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';
import { EMAIL_PATH, keepAnsweredAddresses } from './get-email-addresses';

/**
 * 'Add email address': `POST /_allauth/browser/v1/account/email` `{email}` → 200 the whole list,
 * the new address unverified; a verification link is mailed to it (issue 16 §3). 400 allauth
 * errors with param 'email' (`duplicate_email`, `email_taken`, `max_email_addresses`, an invalid
 * address); 401 signed out or ReauthenticationRequired; 429 too many.
 */
export const addEmailAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    addEmailAddress: build.mutation<EmailAddress[], EmailRequest>({
      query: (body) => ({ url: EMAIL_PATH, method: 'POST', body }),
      transformResponse: (answer: EmailAddresses) => answer.data,
      async onQueryStarted(_body, lifecycle) {
        await keepAnsweredAddresses(lifecycle);
      },
    }),
  }),
});

export const { useAddEmailAddressMutation } = addEmailAddressApi;

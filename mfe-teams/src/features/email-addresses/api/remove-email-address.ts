import type {
  EmailAddress,
  EmailAddresses,
  EmailRequest,
} from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';
import { EMAIL_PATH, keepAnsweredAddresses } from './get-email-addresses';

/**
 * 'Remove': `DELETE /_allauth/browser/v1/account/email` `{email}` → 200 the remaining list
 * (issue 16 §3). 400 param 'email' (`cannot_remove_primary_email`, not an address of the account);
 * 401 ReauthenticationRequired.
 */
export const removeEmailAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeEmailAddress: build.mutation<EmailAddress[], EmailRequest>({
      query: (body) => ({ url: EMAIL_PATH, method: 'DELETE', body }),
      transformResponse: (answer: EmailAddresses) => answer.data,
      async onQueryStarted(_body, lifecycle) {
        await keepAnsweredAddresses(lifecycle);
      },
    }),
  }),
});

export const { useRemoveEmailAddressMutation } = removeEmailAddressApi;

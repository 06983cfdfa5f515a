import type {
  EmailAddress,
  EmailAddresses,
  MarkPrimaryEmailRequest,
} from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import { EMAIL_PATH, keepAnsweredAddresses } from './get-email-addresses';

/**
 * 'Make primary': `PATCH /_allauth/browser/v1/account/email` `{email, primary: true}` → 200 the
 * whole list (issue 16 §3). The primary address is the user's email, so the signed-in user is
 * fetched again and the profile and user menu show the new one. 400 param 'email' (unverified,
 * or not an address of the account).
 */
export const markPrimaryEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    markPrimaryEmail: build.mutation<EmailAddress[], MarkPrimaryEmailRequest>({
      query: (body) => ({ url: EMAIL_PATH, method: 'PATCH', body }),
      transformResponse: (answer: EmailAddresses) => answer.data,
      async onQueryStarted(_body, lifecycle) {
        if (!(await keepAnsweredAddresses(lifecycle))) return;
        await lifecycle.dispatch(
          sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
      },
    }),
  }),
});

export const { useMarkPrimaryEmailMutation } = markPrimaryEmailApi;

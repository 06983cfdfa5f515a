import type { VerifyEmailRequest } from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';
import { EMAIL_VERIFY_PATH } from './get-email-verification';

/**
 * POST `{key}` to verify the mailed address (issue 16 §3). Both a 200 (signed in) and a 401
 * (verified, nobody signed in: allauth says a 401 here "does not imply failure") resolve `null`;
 * the user's addresses and the user are refetched. Errors: 400 `{errors}` for a key that is no
 * longer valid, 5xx, network.
 */
export const verifyEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyEmail: build.mutation<null, VerifyEmailRequest>({
      async queryFn(body, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: EMAIL_VERIFY_PATH, method: 'POST', body });
        return answer.error && answer.error.status !== 401 ? { error: answer.error } : { data: null };
      },
      invalidatesTags: ['User', 'EmailAddress'],
    }),
  }),
});

export const { useVerifyEmailMutation } = verifyEmailApi;

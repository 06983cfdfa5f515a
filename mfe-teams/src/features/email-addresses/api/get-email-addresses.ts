import type { EmailAddress, EmailAddresses } from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';

/** allauth's email address endpoint (issue 16 §3); every method answers the whole list. */
export const EMAIL_PATH = '/_allauth/browser/v1/account/email';

/**
 * `GET /_allauth/browser/v1/account/email` → 200 `{status, data: EmailAddress[]}`: the account's
 * addresses, primary first (issue 16 §3). 401 signed out.
 */
export const emailAddressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailAddresses: build.query<EmailAddress[], void>({
      query: () => EMAIL_PATH,
      transformResponse: (answer: EmailAddresses) => answer.data,
      providesTags: ['EmailAddress'],
    }),
  }),
});

export const { useGetEmailAddressesQuery } = emailAddressesApi;

/** What keepAnsweredAddresses needs of a mutation's `onQueryStarted` lifecycle. */
type AnsweredListLifecycle = {
  dispatch: (action: ReturnType<typeof storeAddresses>) => unknown;
  queryFulfilled: Promise<{ data: EmailAddress[] }>;
};

const storeAddresses = (addresses: EmailAddress[]) =>
  emailAddressesApi.util.upsertQueryData('getEmailAddresses', undefined, addresses);

/**
 * A change answers the whole list (add, make primary, remove): it becomes the cached list at once,
 * with no second request. A refused change leaves the list as it was. Resolves whether it went
 * through.
 */
export async function keepAnsweredAddresses({ dispatch, queryFulfilled }: AnsweredListLifecycle) {
  try {
    const { data } = await queryFulfilled;
    dispatch(storeAddresses(data));
    return true;
  } catch {
    return false; // Refused: the list did not change.
  }
}

import type { AccountDelete } from '@lifeguard/contracts/schemas/account';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * `POST /users/api/user/delete/` `{password?}` → 200 `{status: 'success'}`: the account and every
 * row of it are gone and the session cookie is cleared (issue 13 "Your data"). Without a usable
 * password the body is empty and the session must be a Google sign-in of the last
 * FRESH_SIGN_IN_MS. 400 `incorrect_password` (param 'password'), `reauthentication_required`,
 * `last_admin` (the message names the family); 403 while impersonating.
 */
export const deleteAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<{ status: 'success' }, AccountDelete>({
      query: (body) => ({ url: '/users/api/user/delete/', method: 'POST', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = deleteAccountApi;

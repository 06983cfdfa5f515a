import type { Authenticated, PasswordChangeRequest } from '@lifeguard/contracts/schemas/allauth';
import { api } from '@lifeguard/shared/api/api-slice';

/**
 * allauth's "Change password": `POST /_allauth/browser/v1/account/password/change`
 * `{current_password, new_password}` → 200 AuthenticatedResponse (issue 13 "Account pages",
 * spec 000 §7). Every other session of the user ends; this browser stays signed in with a new
 * session cookie. 400 allauth errors with `param` 'current_password' (`enter_current_password`)
 * or 'new_password'; 401 signed out; 403 while impersonating. The signed-in devices list
 * (tag 'UserSession') refreshes: the other sessions are gone.
 */
export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<Authenticated, PasswordChangeRequest>({
      query: (body) => ({ url: '/_allauth/browser/v1/account/password/change', method: 'POST', body }),
      invalidatesTags: ['UserSession'],
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;

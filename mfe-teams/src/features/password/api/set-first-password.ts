import type { PasswordSetupRequest, PasswordSetupResponse } from '@lifeguard/contracts/schemas/users';
import { api } from '@lifeguard/shared/api/api-slice';
import { sessionApi } from '@lifeguard/shared/session/session-api';

/**
 * 'Set a password' for an account without a usable one (a Google-only user; issue 13 "Account
 * pages"): `POST /users/api/password/setup/` `{password}` → 200 `{status: 'success'}` (spec 000
 * §7), then the user is fetched again, so `hasUsablePassword` turns true and the user menu offers
 * Change Password. 400 in our error shape (a broken rule of spec 000 §5 with param 'password', or
 * `password_already_set`); 401 signed out. Named apart from registration's `setupPassword`, which
 * may share the store.
 */
export const setFirstPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    setFirstPassword: build.mutation<PasswordSetupResponse, PasswordSetupRequest>({
      query: (body) => ({ url: '/users/api/password/setup/', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // Refused: the form shows why.
        }
        await dispatch(
          sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
      },
    }),
  }),
});

export const { useSetFirstPasswordMutation } = setFirstPasswordApi;

import { api } from '@lifeguard/shared/api/api-slice';

/** Step 3.75 payload (spec 000 §7). */
export type SetupPasswordRequest = { password: string };

/**
 * `POST /users/api/password/setup/` `{password}` → 200 `{status: 'success'}`: the first password
 * of an account without a usable one (spec 000 §4 "Setup loading", §7). 400 carries `errors`
 * (a failed rule of spec 000 §5, or a password already set); 401 without a session.
 */
export const setupPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    setupPassword: build.mutation<{ status: 'success' }, SetupPasswordRequest>({
      query: (body) => ({ url: '/users/api/password/setup/', method: 'POST', body }),
    }),
  }),
});

export const { useSetupPasswordMutation } = setupPasswordApi;

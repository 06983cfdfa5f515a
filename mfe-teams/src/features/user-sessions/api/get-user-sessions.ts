import type { UserSession, UserSessions } from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';

/** allauth's sessions endpoint (issue 16 §5). */
export const SESSIONS_PATH = '/_allauth/browser/v1/auth/sessions';

/**
 * `GET /_allauth/browser/v1/auth/sessions` → 200 `{status, data: UserSession[]}`: where the user
 * is signed in, the current session first, times in epoch seconds (issue 16 §5). 401 signed out.
 */
export const userSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserSessions: build.query<UserSession[], void>({
      query: () => SESSIONS_PATH,
      transformResponse: (answer: UserSessions) => answer.data,
      providesTags: ['UserSession'],
    }),
  }),
});

export const { useGetUserSessionsQuery } = userSessionsApi;

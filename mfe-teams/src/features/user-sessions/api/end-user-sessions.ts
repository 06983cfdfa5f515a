import type {
  EndSessionsRequest,
  UserSession,
  UserSessions,
} from '@lifeguard/contracts/schemas/allauth-account';
import { api } from '@lifeguard/shared/api/api-slice';
import { SESSIONS_PATH, userSessionsApi } from './get-user-sessions';

/**
 * 'Sign out': `DELETE /_allauth/browser/v1/auth/sessions` `{sessions: id[]}` → 200 the sessions
 * left, which become the cached list (issue 16 §5). Each ended session is signed out, the
 * Lifeguard extension's and app's tokens on it included. 400 for ids that are not the user's;
 * 401 signed out.
 */
export const endUserSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    endUserSessions: build.mutation<UserSession[], EndSessionsRequest>({
      query: (body) => ({ url: SESSIONS_PATH, method: 'DELETE', body }),
      transformResponse: (answer: UserSessions) => answer.data,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userSessionsApi.util.upsertQueryData('getUserSessions', undefined, data));
        } catch {
          // Refused: nothing ended; the page shows why.
        }
      },
    }),
  }),
});

export const { useEndUserSessionsMutation } = endUserSessionsApi;

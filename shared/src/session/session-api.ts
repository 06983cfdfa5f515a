import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { api } from '@lifeguard/shared/api/api-slice';
import { toClientUser, type ServerUser, type User } from '@lifeguard/shared/session/user';

/** Login form values (spec 000 §3). */
export type LoginValues = { email: string; password: string; rememberMe: boolean };

const USER_DETAIL = '/users/api/user/detail/';
const ALLAUTH_SESSION = '/_allauth/browser/v1/auth/session';

type Envelope = { status?: string; user?: ServerUser; data?: { user?: ServerUser } } & Partial<ServerUser>;

/** `{status:'success', user}` or the user object directly (spec 000 §7). */
function userFromDetail(body: Envelope): ServerUser {
  return body.user ?? (body as ServerUser);
}

function isUnauthenticated(error: FetchBaseQueryError): boolean {
  return error.status === 401 || error.status === 403;
}

/**
 * Session endpoints every app needs (spec 000 §4, §7):
 * - `getCurrentUser`: GET user detail; on a non-401 failure falls back to the allauth session
 *   (session-only user). Answers `null` when not signed in; errors only when both calls fail.
 * - `login`: POST allauth login `{email, password, username: '', remember}`, then the full user.
 *   Errors are RTK Query errors (400 bad credentials, 429 rate limited).
 * - `logout`: DELETE the allauth session; never fails, local state is cleared regardless.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const detail = await baseQuery(USER_DETAIL);
        if (!detail.error) return { data: toClientUser(userFromDetail(detail.data as Envelope)) };
        if (isUnauthenticated(detail.error)) return { data: null };
        const session = await baseQuery(ALLAUTH_SESSION);
        if (session.error)
          return isUnauthenticated(session.error) ? { data: null } : { error: session.error };
        const body = session.data as Envelope;
        const fallback = body.data?.user ?? body.user;
        return { data: fallback ? toClientUser(fallback) : null };
      },
      providesTags: ['User'],
    }),
    login: build.mutation<User, LoginValues>({
      async queryFn({ email, password, rememberMe }, _api, _extra, baseQuery) {
        const login = await baseQuery({
          url: '/_allauth/browser/v1/auth/login',
          method: 'POST',
          body: { email, password, username: '', remember: rememberMe },
        });
        if (login.error) return { error: login.error };
        const detail = await baseQuery(USER_DETAIL);
        const raw = detail.error
          ? (login.data as Envelope).data?.user
          : userFromDetail(detail.data as Envelope);
        return { data: toClientUser(raw ?? { id: 0, email, first_name: '', last_name: '' }) };
      },
    }),
    logout: build.mutation<null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        await baseQuery({ url: ALLAUTH_SESSION, method: 'DELETE' });
        return { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(api.util.resetApiState());
      },
    }),
  }),
});

export const { useGetCurrentUserQuery, useLoginMutation, useLogoutMutation } = sessionApi;

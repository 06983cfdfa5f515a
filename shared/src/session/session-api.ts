import type { FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query/react';
import type { Authenticated, LoginRequest } from '@lifeguard/contracts/schemas/allauth';
import type { MfaCodeRequest } from '@lifeguard/contracts/schemas/allauth-mfa';
import type { UserDetail } from '@lifeguard/contracts/schemas/users';
import { api } from '@lifeguard/shared/api/api-slice';
import { toClientUser, type ServerUser, type User } from '@lifeguard/shared/session/user';

/** Login form values (spec 000 §3). */
export type LoginValues = { email: string; password: string; rememberMe: boolean };

const USER_DETAIL = '/users/api/user/detail/';
const ALLAUTH_SESSION = '/_allauth/browser/v1/auth/session';

/** What the user detail answers: `{status:'success', user}` or the user object directly (spec 000 §7). */
type DetailAnswer = UserDetail | ServerUser;

/** allauth's session or login answer; a server of older shape may put the user at the top. */
type SessionAnswer = Partial<Pick<Authenticated, 'data'>> & { user?: ServerUser };

function userFromDetail(body: DetailAnswer): ServerUser {
  return 'user' in body ? body.user : body;
}

type QueryResult = QueryReturnValue<unknown, FetchBaseQueryError, unknown>;

/** The base query a `queryFn` receives. */
type BaseQuery = (arg: string | FetchArgs) => QueryResult | PromiseLike<QueryResult>;

/**
 * The full user once allauth has signed the session in: the user detail, else the user of
 * allauth's answer `signedIn`, else a bare user of `email`.
 */
async function signedInUser(baseQuery: BaseQuery, signedIn: unknown, email: string): Promise<User> {
  const detail = await baseQuery(USER_DETAIL);
  const raw = detail.error
    ? (signedIn as SessionAnswer).data?.user
    : userFromDetail(detail.data as DetailAnswer);
  return toClientUser(raw ?? { id: 0, email, first_name: '', last_name: '' });
}

function isUnauthenticated(error: FetchBaseQueryError): boolean {
  return error.status === 401 || error.status === 403;
}

/**
 * Session endpoints every app needs (spec 000 §4, §7):
 * - `getCurrentUser`: GET user detail; on a non-401 failure falls back to the allauth session
 *   (session-only user). Answers `null` when not signed in; errors only when both calls fail.
 * - `login`: POST allauth login `{email, password, username: '', remember}`, then the full user.
 *   Errors are RTK Query errors (400 bad credentials, 429 rate limited). A 401 whose body lists
 *   a pending `mfa_authenticate` flow (read it with `pendingFlowOf`, auth/auth-flows.ts) is no
 *   failure: the login waits for its second step (issue 16 §6), `mfaAuthenticate`.
 * - `mfaAuthenticate`: POST allauth's `/auth/2fa/authenticate {code}` (an authenticator app code
 *   or a recovery code), then the full user, as `login`; refreshes tag 'User'. Errors: 400
 *   `{errors: [{code: 'incorrect_code'}]}`, 429 rate limited, 401 when no login is pending
 *   (it expired or was cancelled).
 * - `logout`: DELETE the allauth session; never fails, local state is cleared regardless.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const detail = await baseQuery(USER_DETAIL);
        if (!detail.error) return { data: toClientUser(userFromDetail(detail.data as DetailAnswer)) };
        if (isUnauthenticated(detail.error)) return { data: null };
        const session = await baseQuery(ALLAUTH_SESSION);
        if (session.error)
          return isUnauthenticated(session.error) ? { data: null } : { error: session.error };
        const body = session.data as SessionAnswer;
        const fallback = body.data?.user ?? body.user;
        return { data: fallback ? toClientUser(fallback) : null };
      },
      providesTags: ['User'],
    }),
    login: build.mutation<User, LoginValues>({
      async queryFn({ email, password, rememberMe }, _api, _extra, baseQuery) {
        const body: LoginRequest = { email, password, username: '', remember: rememberMe };
        const login = await baseQuery({ url: '/_allauth/browser/v1/auth/login', method: 'POST', body });
        if (login.error) return { error: login.error };
        return { data: await signedInUser(baseQuery, login.data, email) };
      },
    }),
    mfaAuthenticate: build.mutation<User, MfaCodeRequest>({
      async queryFn(body, _api, _extra, baseQuery) {
        const url = '/_allauth/browser/v1/auth/2fa/authenticate';
        const answer = await baseQuery({ url, method: 'POST', body });
        if (answer.error) return { error: answer.error };
        const email = (answer.data as SessionAnswer).data?.user.email ?? '';
        return { data: await signedInUser(baseQuery, answer.data, email) };
      },
      invalidatesTags: ['User'],
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

export const { useGetCurrentUserQuery, useLoginMutation, useMfaAuthenticateMutation, useLogoutMutation } =
  sessionApi;

import { describe, expect, it } from '@jest/globals';
import { mockApi } from '../../testing/mock-api';
import { makeStore } from '../../store/make-store';
import { sessionApi } from '../session-api';
import { selectCurrentUser, selectIsAuthenticated } from '../session-slice';
import { toClientUser } from '../user';

/** The server's 401 on every route needing a session: allauth's envelope (no message). */
const signedOut = {
  status: 401,
  data: { flows: [{ id: 'login' }, { id: 'signup' }] },
  meta: { is_authenticated: false },
};

const serverUser = {
  id: 7,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  has_usable_password: false,
};

describe('toClientUser (spec 000 §3)', () => {
  it('adds defaults and camel-case forms', () => {
    const user = toClientUser(serverUser);
    expect(user).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      hasUsablePassword: false,
      isSuperuser: false,
      onboardingResponses: {},
      phone_number: null,
      phone_verified: false,
      device_type: null,
      initials: 'AL',
      shortName: 'Ann',
      displayName: 'Ann Lee',
      impersonation: null,
    });
  });

  it('maps an impersonation under way into camel case (issue 13 banner)', () => {
    const user = toClientUser({
      ...serverUser,
      impersonation: {
        impersonator_email: 'root@example.com',
        impersonator_name: 'Root Admin',
        started_at: '2025-03-01T10:00:00.000Z',
        ends_at: '2025-03-01T11:00:00.000Z',
      },
    });
    expect(user.impersonation).toEqual({
      impersonatorEmail: 'root@example.com',
      impersonatorName: 'Root Admin',
      startedAt: '2025-03-01T10:00:00.000Z',
      endsAt: '2025-03-01T11:00:00.000Z',
    });
    expect(toClientUser({ ...serverUser, impersonation: null }).impersonation).toBeNull();
  });

  it('has usable password by default and falls back to the email for names', () => {
    const user = toClientUser({ id: 1, email: 'bob@example.com', first_name: '', last_name: '' });
    expect(user.hasUsablePassword).toBe(true);
    expect(user.shortName).toBe('bob');
    expect(user.initials).toBe('B');
  });
});

describe('session endpoints and slice (spec 000 §4, §7)', () => {
  it('reads {status, user} from user detail', async () => {
    mockApi({ 'GET /users/api/user/detail/': [200, { status: 'success', user: serverUser }] });
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(selectCurrentUser(store.getState())?.email).toBe('ann@example.com');
  });

  it('treats a 401 from the user fetch as signed out, silently', async () => {
    const requests = mockApi({ 'GET /users/api/user/detail/': [401, signedOut] });
    const store = makeStore();
    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(requests.map((r) => r.path)).toEqual(['/users/api/user/detail/']);
  });

  it('reads the fallback session answering 401 as signed out too', async () => {
    mockApi({
      'GET /users/api/user/detail/': [502, {}],
      'GET /_allauth/browser/v1/auth/session': [401, signedOut],
    });
    const store = makeStore();
    const result = await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect([result.data, result.isError]).toEqual([null, false]);
  });

  it('falls back to the allauth session when user detail fails otherwise', async () => {
    mockApi({
      'GET /users/api/user/detail/': [500, { detail: 'boom' }],
      'GET /_allauth/browser/v1/auth/session': [
        200,
        { status: 200, data: { user: { id: 7, email: 'ann@example.com' } } },
      ],
    });
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(selectCurrentUser(store.getState())).toMatchObject({
      id: 7,
      email: 'ann@example.com',
      firstName: '',
    });
  });

  it('logs in with email, password, empty username and remember, with the CSRF header', async () => {
    document.cookie = 'csrftoken=tok123';
    const requests = mockApi({
      'POST /_allauth/browser/v1/auth/login': [
        200,
        { status: 200, data: { user: { id: 7, email: 'ann@example.com' } } },
      ],
      'GET /users/api/user/detail/': [200, serverUser],
    });
    const store = makeStore();
    await store.dispatch(
      sessionApi.endpoints.login.initiate({ email: 'ann@example.com', password: 'pw', rememberMe: true }),
    );
    expect(requests[0]?.body).toEqual({
      email: 'ann@example.com',
      password: 'pw',
      username: '',
      remember: true,
    });
    expect(requests[0]?.headers.get('X-CSRFToken')).toBe('tok123');
    expect(requests[1]?.headers.get('X-CSRFToken')).toBeNull();
    expect(selectCurrentUser(store.getState())?.lastName).toBe('Lee');
  });

  it('clears local state on logout even when the call fails', async () => {
    mockApi({ 'DELETE /_allauth/browser/v1/auth/session': [500, {}] });
    const store = makeStore({ session: { user: toClientUser(serverUser) } });
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });
});

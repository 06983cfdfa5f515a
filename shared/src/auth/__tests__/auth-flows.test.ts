import { describe, expect, it } from '@jest/globals';
import { mockApi } from '../../testing/mock-api';
import { makeStore } from '../../store/make-store';
import { isSecondStep, pendingFlowOf } from '../auth-flows';
import { sessionApi } from '../../session/session-api';
import { selectCurrentUser } from '../../session/session-slice';

const secondStep = { id: 'mfa_authenticate', is_pending: true, types: ['recovery_codes', 'totp'] } as const;

/** allauth's 401 AuthenticationResponse with `flows`. */
const unauthenticated = (...flows: object[]) => ({
  status: 401,
  data: { flows: [{ id: 'login' }, { id: 'signup' }, ...flows] },
  meta: { is_authenticated: false },
});

const serverUser = { id: 7, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' };
const authenticated = {
  status: 200,
  data: { user: { ...serverUser, display: 'Ann Lee' }, methods: [] },
  meta: { is_authenticated: true },
};

describe('pendingFlowOf (issue 16 §6)', () => {
  it('finds the pending flow in an answer body or in an RTK Query error', () => {
    const body = unauthenticated(secondStep);
    expect(pendingFlowOf(body)).toEqual(secondStep);
    expect(pendingFlowOf({ status: 401, data: body })).toEqual(secondStep);
    expect(isSecondStep(pendingFlowOf(body))).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a 401 without a pending flow', { status: 401, data: unauthenticated() }],
    ['a flow not marked pending', unauthenticated({ id: 'mfa_authenticate' })],
    ['a 400', { status: 400, data: { status: 400, errors: [{ message: 'No.', code: 'x' }] } }],
    ['a 200', authenticated],
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['flows that are no list', { status: 401, data: { flows: 'mfa_authenticate' } }],
    ['nothing', undefined],
  ])('is null for %s', (_case, value) => {
    expect(pendingFlowOf(value)).toBeNull();
  });

  it('tells the second step from another pending flow', () => {
    expect(isSecondStep(pendingFlowOf(unauthenticated({ id: 'reauthenticate', is_pending: true })))).toBe(
      false,
    );
    expect(isSecondStep(null)).toBe(false);
  });
});

describe('login with a second step (issue 16 §6)', () => {
  it('rejects the login with the pending flow readable, and signs in after the code', async () => {
    const requests = mockApi({
      'POST /_allauth/browser/v1/auth/login': [401, unauthenticated(secondStep)],
      'POST /_allauth/browser/v1/auth/2fa/authenticate': [200, authenticated],
      'GET /users/api/user/detail/': [
        200,
        { status: 'success', user: { ...serverUser, last_name: 'Lee-Smith' } },
      ],
    });
    const store = makeStore();
    const login = await store.dispatch(
      sessionApi.endpoints.login.initiate({ email: 'ann@example.com', password: 'pw', rememberMe: false }),
    );
    expect(pendingFlowOf(login.error)).toEqual(secondStep);
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['/_allauth/browser/v1/auth/login']);

    await store.dispatch(sessionApi.endpoints.mfaAuthenticate.initiate({ code: '123456' }));
    expect(requests[1]?.body).toEqual({ code: '123456' });
    expect(selectCurrentUser(store.getState())?.lastName).toBe('Lee-Smith');
  });

  it('leaves the user signed out when the code is refused', async () => {
    const refused = {
      status: 400,
      errors: [{ message: 'Incorrect code.', code: 'incorrect_code', param: 'code' }],
    };
    mockApi({ 'POST /_allauth/browser/v1/auth/2fa/authenticate': [400, refused] });
    const store = makeStore();
    const result = await store.dispatch(sessionApi.endpoints.mfaAuthenticate.initiate({ code: '000000' }));
    expect(result.error).toMatchObject({ status: 400, data: refused });
    expect(selectCurrentUser(store.getState())).toBeNull();
  });
});

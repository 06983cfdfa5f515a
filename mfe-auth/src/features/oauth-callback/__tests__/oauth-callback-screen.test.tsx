import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import type { ServerUser } from '@lifeguard/shared/session/user';
import { makeStore } from '@lifeguard/shared/store/make-store';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { renderSecondStep } from '../../../pages/render-second-step';
import {
  authenticatedAnswer,
  flowsAnswer,
  pendingSecondStepAnswer,
  serverUser,
  submitCode,
  userDetailAnswer,
} from '../../../testing/fixtures';
import { OAuthCallbackScreen } from '../components/oauth-callback-screen';

const USER_DETAIL = 'GET /users/api/user/detail/';
const SESSION = '/_allauth/browser/v1/auth/session';
const MFA = 'POST /_allauth/browser/v1/auth/2fa/authenticate';

/** Where the screen navigated to, with the error handed to the registration screen. */
function Destination() {
  const { pathname, state } = useLocation();
  const error = (state as { error?: string } | null)?.error;
  return <output aria-label="destination">{error ? `${pathname} | ${error}` : pathname}</output>;
}

function renderCallback(route = '/auth/callback', store = makeStore()) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/callback" element={<OAuthCallbackScreen renderSecondStep={renderSecondStep} />} />
      <Route path="*" element={<Destination />} />
    </Routes>,
    { route, path: '/*', store },
  );
}

const destination = async () => (await screen.findByRole('status', { name: 'destination' })).textContent;

describe('third-party sign-in callback (spec 000 §4, §8)', () => {
  it('sends a refused sign-in back to register with the failure message', async () => {
    const requests = mockApi({ [USER_DETAIL]: [200, userDetailAnswer()] });
    renderCallback('/auth/callback?error=provider_unavailable&error_process=login');
    expect(await destination()).toBe('/register | Authentication failed. Please try again.');
    expect(requests).toHaveLength(0);
  });

  it('tells the owner of an existing account to sign in there and connect Google (issue 30 F3)', async () => {
    const requests = mockApi({ [USER_DETAIL]: [200, userDetailAnswer()] });
    renderCallback('/auth/callback?error=email_taken&error_process=login');
    expect(await destination()).toBe(
      '/register | An account already exists with this email address. Please sign in to that account ' +
        'first, then connect your Google account.',
    );
    expect(requests).toHaveLength(0);
  });

  it.each<[string, string, Partial<ServerUser>]>([
    ['names and onboarding answers', '/dashboard', {}],
    ['names but no onboarding answers', '/register/who-protecting', { onboarding_responses: {} }],
    ['a missing last name', '/register/personal-info', { last_name: '' }],
    ['a blank first name', '/register/personal-info', { first_name: ' ' }],
  ])('routes a user with %s to %s', async (_case, expected, overrides) => {
    mockApi({ [USER_DETAIL]: [200, userDetailAnswer({ ...serverUser, ...overrides })] });
    renderCallback();
    expect(screen.getByRole('status')).toHaveTextContent('Completing sign-in...');
    expect(await destination()).toBe(expected);
  });

  it('sends a visitor without a session back to register', async () => {
    const requests = mockApi({ [USER_DETAIL]: [401, flowsAnswer], [`GET ${SESSION}`]: [401, flowsAnswer] });
    renderCallback();
    expect(await destination()).toBe(
      '/register | Something went wrong during authentication. Please try again.',
    );
    expect(requests.map((r) => r.path)).toEqual(['/users/api/user/detail/', SESSION]);
  });

  it('sends a failed user fetch back to register', async () => {
    mockApi({
      [USER_DETAIL]: [500, { detail: 'boom' }],
      'GET /_allauth/browser/v1/auth/session': [500, { status: 500, errors: [] }],
    });
    renderCallback();
    expect(await destination()).toBe(
      '/register | Something went wrong during authentication. Please try again.',
    );
  });

  it('fetches the user afresh instead of trusting a cached answer', async () => {
    const store = makeStore();
    mockApi({ [USER_DETAIL]: [200, userDetailAnswer()] });
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    mockApi({ [USER_DETAIL]: [200, userDetailAnswer({ ...serverUser, first_name: '', last_name: '' })] });
    renderCallback('/auth/callback', store);
    expect(await destination()).toBe('/register/personal-info');
  });
});

describe('third-party sign-in with the second step (issue 16 §6)', () => {
  /** User detail answers 401 until the second step is done; the session lists the pending flow. */
  function mockPendingProviderLogin(mfa: [number, unknown] = [200, authenticatedAnswer()]) {
    let signedIn = false;
    return mockApi({
      [USER_DETAIL]: () => (signedIn ? [200, userDetailAnswer()] : [401, flowsAnswer]),
      [`GET ${SESSION}`]: [401, pendingSecondStepAnswer],
      [`DELETE ${SESSION}`]: [401, flowsAnswer],
      [MFA]: () => {
        signedIn = mfa[0] === 200;
        return mfa;
      },
    });
  }

  it('asks for the code, then goes where the callback would have gone', async () => {
    const requests = mockPendingProviderLogin();
    const { user, store } = renderCallback();
    const input = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(input).toHaveFocus();
    await submitCode(user, '123456');
    expect(await destination()).toBe('/dashboard');
    expect(requests.find((r) => r.path.endsWith('/2fa/authenticate'))?.body).toEqual({ code: '123456' });
    expect(store.getState().session.user?.email).toBe('ann@example.com');
  });

  it('goes to the login screen when the second step is cancelled', async () => {
    const requests = mockPendingProviderLogin();
    const { user } = renderCallback();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await destination()).toBe('/login');
    expect(requests.some((r) => r.method === 'DELETE' && r.path === SESSION)).toBe(true);
  });

  it('sends an expired pending login back to register with the time-out message', async () => {
    mockPendingProviderLogin([401, flowsAnswer]);
    const { user } = renderCallback();
    await submitCode(user, '123456');
    expect(await destination()).toBe('/register | Your sign-in timed out. Please sign in again.');
  });
});

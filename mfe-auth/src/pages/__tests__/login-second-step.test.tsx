import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { externalNavigation } from '../../lib/navigate-external';
import {
  authenticatedAnswer,
  flowsAnswer,
  incorrectCodeAnswer,
  pendingSecondStepAnswer,
  submitCode,
  submitLogin,
  userDetailAnswer,
} from '../../testing/fixtures';
import { LoginRoute } from '../login-route';

const LOGIN = 'POST /_allauth/browser/v1/auth/login';
const MFA = 'POST /_allauth/browser/v1/auth/2fa/authenticate';
const SESSION = 'DELETE /_allauth/browser/v1/auth/session';
const USER_DETAIL = 'GET /users/api/user/detail/';
const GOOD_CODE = '123456';
const RECOVERY_CODE = 'a1b2c3d4';

/** The server's second step: the app's current code and one recovery code pass, others 400. */
const secondStep: MockHandler = ({ body }) => {
  const { code } = body as { code: string };
  return code === GOOD_CODE || code === RECOVERY_CODE
    ? [200, authenticatedAnswer()]
    : [400, incorrectCodeAnswer];
};

/** A login that waits for its second step, answered by `mfa`. */
function mockPendingLogin(mfa: MockHandler | [number, unknown] = secondStep) {
  return mockApi({
    [LOGIN]: [401, pendingSecondStepAnswer],
    [MFA]: mfa,
    [USER_DETAIL]: [200, userDetailAnswer()],
    [SESSION]: [401, flowsAnswer],
  });
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const location = () => screen.getByTestId('location').textContent;
const codeBodies = (requests: ReturnType<typeof mockApi>) =>
  requests.filter((r) => r.path.endsWith('/2fa/authenticate')).map((r) => r.body);

/** Renders the login route on the fake clock and signs in with the password. */
async function reachSecondStep(route = '/login') {
  const rendered = renderWithProviders(<LoginRoute />, { route });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await submitLogin(user);
  await screen.findByRole('heading', { name: 'Two-factor authentication' });
  return { ...rendered, user };
}

let navigateExternalMock: jest.SpiedFunction<typeof externalNavigation.navigateExternal>;

beforeEach(() => {
  // Pure fake timers: the 1500 ms redirect is checked exactly, nothing waits for real time.
  jest.useFakeTimers();
  navigateExternalMock = jest
    .spyOn(externalNavigation, 'navigateExternal')
    .mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the second step of a login (issue 16 §6)', () => {
  it('asks for the code in place of the form, refuses a wrong one, then redirects', async () => {
    const requests = mockPendingLogin();
    const { user, store } = await reachSecondStep('/login?redirect=%2Fthreats');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    const input = screen.getByLabelText('Authentication code');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    expect(store.getState().session.user).toBeNull();

    await user.type(input, '000 000{Enter}');
    expect(await screen.findByText('Incorrect code.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app. Incorrect code.',
    );
    // The refused code stays selected: typing replaces it.
    expect(input).toHaveFocus();
    expect([(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd]).toEqual([
      0, 7,
    ]);
    await user.keyboard(`${GOOD_CODE}{Enter}`);

    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
    expect(codeBodies(requests)).toEqual([{ code: '000000' }, { code: GOOD_CODE }]);
    expect(store.getState().session.user?.email).toBe('ann@example.com');
    await advance(1400);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await advance(100);
    expect(location()).toBe('/threats');
  });

  it('takes a recovery code instead, all from the keyboard', async () => {
    const requests = mockPendingLogin();
    const { user } = await reachSecondStep();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use a recovery code instead' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveFocus();
    expect(recovery).toHaveAccessibleDescription('Enter one of your recovery codes.');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));

    await user.keyboard(`${RECOVERY_CODE}{Enter}`);
    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
    expect(codeBodies(requests)).toEqual([{ code: RECOVERY_CODE }]);
    await advance(1500);
    expect(location()).toBe('/dashboard');
  });

  it('asks for a code before calling the server', async () => {
    const requests = mockPendingLogin();
    const { user } = await reachSecondStep();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(codeBodies(requests)).toHaveLength(0);
  });

  it('cancels: drops the pending login and shows the empty form again', async () => {
    const requests = mockPendingLogin();
    const { user } = await reachSecondStep();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/auth/session'))).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(codeBodies(requests)).toHaveLength(0);
  });

  it('says to wait when the codes are rate limited', async () => {
    const limited = { status: 429, errors: [{ message: 'Too many requests.', code: 'too_many_requests' }] };
    mockPendingLogin([429, limited]);
    const { user } = await reachSecondStep();
    await submitCode(user, GOOD_CODE);
    expect(await screen.findByText('Too many attempts. Wait a minute, then try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(
      /Too many attempts\. Wait a minute, then try again\./,
    );
  });

  it('says the second factor is locked for 15 minutes after too many wrong codes (issue 30 item 6)', async () => {
    const message =
      'Too many incorrect codes. Two-factor sign-in is locked for 15 minutes; we have emailed you about it.';
    mockPendingLogin([429, { status: 429, errors: [{ message, code: 'mfa_locked_out' }] }]);
    const { user } = await reachSecondStep();
    await submitCode(user, GOOD_CODE);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Too many attempts. Wait a minute, then try again.')).not.toBeInTheDocument();
  });

  it('goes back to the password form when the pending login expired', async () => {
    mockPendingLogin([401, flowsAnswer]);
    const { user } = await reachSecondStep();
    await submitCode(user, GOOD_CODE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your sign-in timed out. Please sign in again.');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes on to the mobile hand-off after the second step', async () => {
    mockPendingLogin();
    const { user } = await reachSecondStep('/login?mobile=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Connect Mobile App' })).toBeInTheDocument();
    await submitCode(user, GOOD_CODE);
    expect(await screen.findByText('Redirecting...')).toBeInTheDocument();
    await advance(1400);
    expect(navigateExternalMock).not.toHaveBeenCalled();
    await advance(100);
    expect(navigateExternalMock).toHaveBeenCalledWith('/users/mobile-auth-redirect/');
  });

  it('has no accessibility violations (axe)', async () => {
    mockPendingLogin();
    const { user } = await reachSecondStep();
    await submitCode(user, '000000');
    await screen.findByText('Incorrect code.');
    jest.useRealTimers();
    // jsdom computes no colours: contrast is left to the browser suites.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });
});

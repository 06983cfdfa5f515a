import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { authenticatedAnswer, flowsAnswer, serverUser, userDetailAnswer } from '../../../testing/fixtures';
import { ResetPasswordScreen } from '../components/reset-password-screen';

const RESET = '/_allauth/browser/v1/auth/password/reset';
const infoAnswer = {
  status: 200,
  data: { user: { id: 7, email: 'ann@example.com', display: 'Ann Lee', has_usable_password: true } },
};
const invalidKey = {
  status: 400,
  errors: [
    { message: 'The password reset token was invalid.', code: 'invalid_password_reset', param: 'key' },
  ],
};

function renderReset(handlers: Record<string, MockHandler | [number, unknown]>, key = 'key-123') {
  const requests = mockApi({ [`GET ${RESET}`]: [200, infoAnswer], ...handlers });
  const view = renderWithProviders(<ResetPasswordScreen />, {
    route: `/account/reset-password/${key}`,
    path: '/account/reset-password/:key',
  });
  return { ...view, requests };
}

async function choosePassword(
  user: ReturnType<typeof renderReset>['user'],
  password = 'n3w-Passw0rd',
  confirmation = password,
) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), `${confirmation}{Enter}`);
}

describe('reset password (spec 000 §2, §4, §7, §8)', () => {
  it('verifies the key, then shows the form, then the success alert with Go to Login', async () => {
    let answerInfo: (value: [number, unknown]) => void = () => undefined;
    const { user, requests } = renderReset({
      [`GET ${RESET}`]: () => new Promise((resolve) => (answerInfo = resolve)),
      [`POST ${RESET}`]: [401, flowsAnswer],
      'POST /_allauth/browser/v1/auth/login': [
        400,
        { status: 400, errors: [{ message: 'No.', code: 'email_password_mismatch' }] },
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your reset link...');
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => answerInfo([200, infoAnswer]));
    expect(await screen.findByText('Choose a new password for ann@example.com.')).toBeInTheDocument();
    expect(requests[0]?.headers.get('X-Password-Reset-Key')).toBe('key-123');
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await choosePassword(user);
    expect(
      await screen.findByText(
        'Your password has been successfully reset. You can now log in with your new password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(requests.find((r) => r.method === 'POST' && r.path === RESET)?.body).toEqual({
      key: 'key-123',
      password: 'n3w-Passw0rd',
    });
  });

  it('counts a 401 with flows as success and signs in with the new password, then goes home', async () => {
    const { user, requests, store } = renderReset({
      [`POST ${RESET}`]: [401, flowsAnswer],
      'POST /_allauth/browser/v1/auth/login': [200, authenticatedAnswer()],
      'GET /users/api/user/detail/': [200, userDetailAnswer()],
    });
    await choosePassword(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requests.find((r) => r.path.endsWith('/auth/login'))?.body).toMatchObject({
      email: 'ann@example.com',
      password: 'n3w-Passw0rd',
    });
    expect(store.getState().session.user?.email).toBe('ann@example.com');
  });

  it('goes home signed in when the server signs the user in on reset (200 with user)', async () => {
    const { user, store } = renderReset({
      [`POST ${RESET}`]: [200, authenticatedAnswer()],
      'GET /users/api/user/detail/': [200, userDetailAnswer({ ...serverUser, first_name: 'Annie' })],
    });
    await choosePassword(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(store.getState().session.user?.first_name).toBe('Annie');
  });

  it('shows the invalid link state for an unknown key', async () => {
    renderReset({ [`GET ${RESET}`]: [400, invalidKey] });
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(
      screen.getByText('This password reset link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('an unknown key shows the invalid link screen, whose Request New Link opens forgot password', async () => {
    // The server's 400 for an unknown key (api auth/routes/password-reset.ts, INVALID_RESET_KEY).
    const { user, requests } = renderReset({ [`GET ${RESET}`]: [400, invalidKey] }, 'not-a-real-key');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(
      screen.getByText('This password reset link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(requests[0]?.headers.get('X-Password-Reset-Key')).toBe('not-a-real-key');
    await user.click(screen.getByRole('link', { name: 'Request New Link' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/forgot-password$/);
  });

  it.each<[string, MockHandler | [number, unknown]]>([
    ['a refused key', [400, invalidKey]],
    ['a server failure', [500, {}]],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says the link is invalid or expired when checking it fails: %s (spec 000 §8)', async (_case, reply) => {
    const { user } = renderReset({ [`GET ${RESET}`]: reply });
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('Invalid or expired password reset link'));
    expect(alert).toHaveTextContent('Invalid or expired password reset link. Please request a new one.');
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Invalid or expired password reset link/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Link' })).toBeInTheDocument();
  });

  it('shows no such error for an answer without a user, which was not a failed check', async () => {
    renderReset({ [`GET ${RESET}`]: [200, { status: 200, data: { user: { id: 7 } } }] });
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.queryByText(/Invalid or expired password reset link/)).not.toBeInTheDocument();
  });

  it('asks for a matching confirmation (spec 000 §5)', async () => {
    const { user, requests } = renderReset({});
    await choosePassword(user, 'n3w-Passw0rd', 'n3w-Passw0rX');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.tab();
    expect(await screen.findByText('Confirmation password is required')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the catalogue failure in a closable alert', async () => {
    const { user } = renderReset({ [`POST ${RESET}`]: [500, { status: 500, errors: [] }] });
    await choosePassword(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to reset password. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a refused password", async () => {
    const tooShort = {
      status: 400,
      errors: [{ message: 'This password is too common.', code: 'password_too_common', param: 'password' }],
    };
    const { user } = renderReset({ [`POST ${RESET}`]: [400, tooShort] });
    await choosePassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common.');
  });
});

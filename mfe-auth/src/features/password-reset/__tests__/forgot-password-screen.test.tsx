import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { ForgotPasswordScreen } from '../components/forgot-password-screen';

const REQUEST = 'POST /_allauth/browser/v1/auth/password/request';

async function requestReset(email = 'ann@example.com') {
  const view = renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await view.user.type(screen.getByLabelText('Email'), `${email}{Enter}`);
  return view;
}

describe('forgot password (spec 000 §2, §7, §8)', () => {
  it('posts the email and confirms the instructions were sent', async () => {
    const requests = mockApi({ [REQUEST]: [200, { status: 200 }] });
    await requestReset();
    expect(
      await screen.findByText('Password reset instructions have been sent to your email.'),
    ).toBeInTheDocument();
    expect(requests).toMatchObject([{ method: 'POST', body: { email: 'ann@example.com' } }]);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the catalogue failure in a closable danger alert', async () => {
    mockApi({
      [REQUEST]: [
        500,
        {
          status: 500,
          errors: [{ message: 'An unexpected error occurred. Please try again.', code: 'server_error' }],
        },
      ],
    });
    const { user } = await requestReset();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send password reset email. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it("shows the server's reason when rate limited", async () => {
    mockApi({
      [REQUEST]: [
        429,
        {
          status: 429,
          errors: [{ message: 'Too many requests. Please try again later.', code: 'rate_limited' }],
        },
      ],
    });
    await requestReset();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });

  it('checks the email before calling the server (spec 000 §5)', async () => {
    const requests = mockApi({ [REQUEST]: [200, { status: 200 }] });
    await requestReset('ann@@example.com');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { LogoutPage } from '../../../pages/logout-page';
import { CSRF_TOKEN, renderAccountPage } from '../../../testing/account-fixtures';

const SESSION = 'DELETE /_allauth/browser/v1/auth/session';

describe('/accounts/logout/ (spec 001 §2, issue 13)', () => {
  it('asks first, with Sign out focused; signing out ends the session and opens the sign-in page', async () => {
    const requests = mockApi({
      [SESSION]: [401, { status: 401, data: { flows: [] }, meta: { is_authenticated: false } }],
    });
    const { user, store } = renderAccountPage(<LogoutPage />, '/accounts/logout/');

    expect(screen.getByRole('heading', { level: 1, name: 'Sign out of Lifeguard?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(requests.map(({ method, path, headers }) => [method, path, headers.get('X-CSRFToken')])).toEqual([
      ['DELETE', '/_allauth/browser/v1/auth/session', CSRF_TOKEN],
    ]);
    expect(store.getState().session.user).toBeNull();
  });

  it('Cancel goes back to the dashboard, still signed in', async () => {
    const requests = mockApi({});
    const { user, store } = renderAccountPage(<LogoutPage />, '/accounts/logout/');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requests).toHaveLength(0);
    expect(store.getState().session.user).not.toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { ChangePasswordPage } from '../../../pages/change-password-page';
import { accountUser, renderAccountPage } from '../../../testing/account-fixtures';
import { PASSWORD_SET } from '../hooks/use-set-first-password';

const SETUP = 'POST /users/api/password/setup/';
const DETAIL = 'GET /users/api/user/detail/';
const PAGE = '/accounts/password/change/';
const googleOnly = accountUser({ has_usable_password: false });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function setPassword(user: ReturnType<typeof renderAccountPage>['user'], password: string) {
  await user.type(field('New password'), password);
  await user.type(field('Confirm new password'), password);
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
}

describe('\'Set a password\' for a Google-only user (issue 13 "Account pages")', () => {
  it('sets a first password, then the page turns into Change Password', async () => {
    const requests = mockApi({
      [SETUP]: [200, { status: 'success' }],
      [DETAIL]: [200, { status: 'success', user: accountUser() }],
    });
    const { user, store } = renderAccountPage(<ChangePasswordPage />, PAGE, googleOnly);

    expect(screen.getByRole('heading', { level: 1, name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();

    await setPassword(user, 'First-secret1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(field('Current password')).toBeInTheDocument();
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/users/api/password/setup/', { password: 'First-secret1' }],
      ['GET', '/users/api/user/detail/', undefined],
    ]);
    expect(store.getState().session.user?.hasUsablePassword).toBe(true);
    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual([
        expect.objectContaining({ message: PASSWORD_SET, type: 'success' }),
      ]),
    );
  });

  it("shows the server's refusal of the password under the field and stays", async () => {
    const message = 'Password must include at least one special character';
    mockApi({
      [SETUP]: [
        400,
        { status: 'error', errors: [{ message, code: 'password_no_special', param: 'password' }] },
      ],
    });
    const { user, store } = renderAccountPage(<ChangePasswordPage />, PAGE, googleOnly);

    await setPassword(user, 'First-secret1');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('New password')).toHaveAccessibleDescription(message);
    expect(store.getState().session.user?.hasUsablePassword).toBe(false);
  });
});

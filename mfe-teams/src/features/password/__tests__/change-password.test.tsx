import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { ChangePasswordPage } from '../../../pages/change-password-page';
import { accountUser, CSRF_TOKEN, renderAccountPage } from '../../../testing/account-fixtures';
import { PASSWORD_CHANGED } from '../hooks/use-change-password';

const CHANGE = 'POST /_allauth/browser/v1/account/password/change';
const PAGE = '/accounts/password/change/';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const rules = () =>
  within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');

async function fillIn(
  user: ReturnType<typeof renderAccountPage>['user'],
  current: string,
  next: string,
  confirmation = next,
) {
  await user.type(field('Current password'), current);
  await user.type(field('New password'), next);
  await user.type(field('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password (issue 13 "Account pages")', () => {
  it('checks the new password live, changes it, says so and stays signed in with an empty form', async () => {
    const authenticated = { status: 200, data: { user: accountUser() }, meta: { is_authenticated: true } };
    const requests = mockApi({ [CHANGE]: [200, authenticated] });
    const { user, store } = renderAccountPage(<ChangePasswordPage />, PAGE);

    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(field('Current password')).toHaveFocus();
    await user.type(field('New password'), 'Secret');
    expect(rules().map((rule) => rule.textContent?.endsWith(': met'))).toEqual([false, true, false, false]);
    await user.clear(field('New password'));

    await fillIn(user, 'Old-secret1', 'New-secret1');

    await waitFor(() =>
      expect(store.getState().toasts.items).toEqual([
        expect.objectContaining({ message: PASSWORD_CHANGED, type: 'success' }),
      ]),
    );
    expect(
      requests.map(({ method, path, body, headers }) => [method, path, body, headers.get('X-CSRFToken')]),
    ).toEqual([
      [
        'POST',
        '/_allauth/browser/v1/account/password/change',
        { current_password: 'Old-secret1', new_password: 'New-secret1' },
        CSRF_TOKEN,
      ],
    ]);
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(store.getState().session.user?.email).toBe('ada@example.com');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([
    ['New-secret', 'New-secret', 'Password must include at least one number'],
    ['New-secret1', 'New-secret2', 'Passwords do not match'],
  ])('refuses %p / %p with %p before calling the server', async (next, confirmation, message) => {
    const requests = mockApi({});
    const { user } = renderAccountPage(<ChangePasswordPage />, PAGE);

    await fillIn(user, 'Old-secret1', next, confirmation);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows allauth's refusal of the current password under that field", async () => {
    const message = 'Please type your current password.';
    mockApi({
      [CHANGE]: [
        400,
        { status: 400, errors: [{ message, code: 'enter_current_password', param: 'current_password' }] },
      ],
    });
    const { user, store } = renderAccountPage(<ChangePasswordPage />, PAGE);

    await fillIn(user, 'Wrong-secret1', 'New-secret1');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Current password')).toHaveAccessibleDescription(message);
    expect(field('New password')).toHaveValue('New-secret1');
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('shows a refusal that names no field above the form', async () => {
    const message = 'Not allowed while impersonating a user.';
    mockApi({
      [CHANGE]: [403, { status: 'error', errors: [{ message, code: 'impersonating', param: 'general' }] }],
    });
    const { user } = renderAccountPage(<ChangePasswordPage />, PAGE);

    await fillIn(user, 'Old-secret1', 'New-secret1');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

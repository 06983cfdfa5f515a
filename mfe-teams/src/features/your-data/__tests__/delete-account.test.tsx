import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { ProfilePage } from '../../../pages/profile-page';
import { accountUser, CSRF_TOKEN, renderAccountPage } from '../../../testing/account-fixtures';
import { profileSecurityAnswers, withoutSecurityLoads } from '../../../testing/security-fixtures';
import { ACCOUNT_DELETED } from '../hooks/use-delete-account';
import { REAUTH_FAILED } from '../utils/reauthentication';

const DELETE = 'POST /users/api/user/delete/';
const googleOnly = accountUser({ has_usable_password: false });

const refusal = (code: string, message: string, param = 'general') =>
  [400, { status: 'error', errors: [{ message, code, param }] }] as [number, unknown];

async function openConfirmation(user: ReturnType<typeof renderAccountPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

/** Records the provider redirect forms submitted instead of letting jsdom try to post them. */
function recordFormPosts() {
  const posts: { action: string; fields: Record<string, string> }[] = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const inputs = [...this.querySelectorAll('input')];
    posts.push({
      action: new URL(this.action).pathname,
      fields: Object.fromEntries(inputs.map((input) => [input.name, input.value])),
    });
  });
  return posts;
}

describe('Delete my account (issue 13 "Your data")', () => {
  it('asks for the password again and shows a wrong one under the field, still signed in', async () => {
    const requests = mockApi({
      ...profileSecurityAnswers,
      [DELETE]: refusal('incorrect_password', 'Incorrect password.', 'password'),
    });
    const { user, store } = renderAccountPage(<ProfilePage />, '/users/profile/');

    const dialog = await openConfirmation(user);
    expect(within(dialog).getByText(/It cannot be undone\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(withoutSecurityLoads(requests)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Incorrect password.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription('Incorrect password.');
    expect(withoutSecurityLoads(requests).map(({ path, body }) => [path, body])).toEqual([
      ['/users/api/user/delete/', { password: 'wrong-password' }],
    ]);
    expect(store.getState().session.user?.email).toBe('ada@example.com');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows why a last admin cannot leave, above the field', async () => {
    const message = "You are the only admin of Ada's family. Make someone else an admin or delete it first.";
    mockApi({ ...profileSecurityAnswers, [DELETE]: refusal('last_admin', message) });
    const { user } = renderAccountPage(<ProfilePage />, '/users/profile/');

    const dialog = await openConfirmation(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'Secret123!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('deletes the account, forgets the user and goes to the sign-in page saying so', async () => {
    const requests = mockApi({ ...profileSecurityAnswers, [DELETE]: [200, { status: 'success' }] });
    const { user, store } = renderAccountPage(<ProfilePage />, '/users/profile/');

    const dialog = await openConfirmation(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'Secret123!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(
      withoutSecurityLoads(requests).map(({ path, body, headers }) => [
        path,
        body,
        headers.get('X-CSRFToken'),
      ]),
    ).toEqual([['/users/api/user/delete/', { password: 'Secret123!' }, CSRF_TOKEN]]);
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ message: ACCOUNT_DELETED, type: 'success' }),
    ]);
  });

  it('for a Google-only user, offers signing in with Google again and back to this dialog', async () => {
    const requests = mockApi({
      ...profileSecurityAnswers,
      [DELETE]: refusal(
        'reauthentication_required',
        'Sign in with Google again, then delete within 10 minutes.',
      ),
    });
    const posts = recordFormPosts();
    const { user, store } = renderAccountPage(<ProfilePage />, '/users/profile/', googleOnly);

    const dialog = await openConfirmation(user);
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(/sign in with Google again; for 10 minutes after that/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sign in with Google again, then delete within 10 minutes.',
    );
    expect(withoutSecurityLoads(requests).map(({ path, body }) => [path, body])).toEqual([
      ['/users/api/user/delete/', {}],
    ]);
    expect(store.getState().session.user).not.toBeNull();

    // Read at click time, once enabled, and the post awaited: on a busy machine (CI, once) the
    // click sent nothing; a click on a disabled or replaced button is silently lost.
    const again = within(screen.getByRole('dialog', { name: 'Delete your account?' })).getByRole('button', {
      name: 'Sign in with Google again',
    });
    await waitFor(() => expect(again).toBeEnabled());
    await user.click(again);
    await waitFor(() =>
      expect(posts).toEqual([
        {
          action: '/_allauth/browser/v1/auth/provider/redirect',
          fields: {
            provider: 'google',
            process: 'login',
            callback_url: 'http://localhost/app/users/profile/?confirm_delete=1',
            csrfmiddlewaretoken: CSRF_TOKEN,
          },
        },
      ]),
    );
  });

  it('opens the dialog again on the way back from Google, with its error if it failed', async () => {
    mockApi({ ...profileSecurityAnswers, [DELETE]: [200, { status: 'success' }] });
    const { user } = renderAccountPage(
      <ProfilePage />,
      '/users/profile/?confirm_delete=1&error=access_denied&error_process=login',
      googleOnly,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REAUTH_FAILED);

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { ProfilePage } from '../../../pages/profile-page';
import { CSRF_TOKEN, renderAccountPage } from '../../../testing/account-fixtures';
import {
  allauthError,
  googleAccount,
  listAnswer,
  profileSecurityAnswers,
  PROVIDERS,
} from '../../../testing/security-fixtures';
import { CONNECT_FAILED, CONNECTED_OTHER } from '../utils/connect-error';

const PAGE = '/users/profile/';

const section = () => screen.findByRole('region', { name: 'Connected accounts' });

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

describe('Connected accounts on the profile (issue 16 §4)', () => {
  it('lists the connected accounts and disconnects one', async () => {
    const other = googleAccount({ uid: '2', display: 'ada@family.example' });
    const requests = mockApi({
      ...profileSecurityAnswers,
      [`GET ${PROVIDERS}`]: listAnswer([googleAccount(), other]),
      [`DELETE ${PROVIDERS}`]: listAnswer([other]),
    });
    const { user, store } = renderAccountPage(<ProfilePage />, PAGE);

    const list = await within(await section()).findByRole('list', { name: 'Connected accounts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Googleada.lovelace@gmail.comDisconnect', 'Googleada@family.exampleDisconnect']);
    await user.click(
      within(list).getByRole('button', { name: 'Disconnect Google account ada.lovelace@gmail.com' }),
    );

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({
        message: 'Google account ada.lovelace@gmail.com disconnected.',
        type: 'success',
      }),
    ]);
    const deletes = requests.filter(({ method }) => method === 'DELETE');
    expect(deletes.map(({ path, body, headers }) => [path, body, headers.get('X-CSRFToken')])).toEqual([
      [PROVIDERS, { provider: 'google', account: '108234' }, CSRF_TOKEN],
    ]);
  });

  it("shows the server's refusal to disconnect the last way to sign in, still connected", async () => {
    const message = 'Your account has no password set up.';
    mockApi({
      ...profileSecurityAnswers,
      [`GET ${PROVIDERS}`]: listAnswer([googleAccount()]),
      [`DELETE ${PROVIDERS}`]: allauthError(400, message, 'no_password', 'account'),
    });
    const { user } = renderAccountPage(<ProfilePage />, PAGE);

    const connected = await section();
    await user.click(await within(connected).findByRole('button', { name: /^Disconnect Google/ }));

    expect(await within(connected).findByRole('alert')).toHaveTextContent(message);
    expect(within(connected).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when nothing is connected, and connects Google through the provider redirect back here', async () => {
    mockApi(profileSecurityAnswers);
    const posts = recordFormPosts();
    const { user } = renderAccountPage(<ProfilePage />, PAGE);

    const connected = await section();
    expect(await within(connected).findByText('No accounts are connected.')).toBeInTheDocument();
    await user.click(within(connected).getByRole('button', { name: 'Connect Google' }));

    expect(posts).toEqual([
      {
        action: '/_allauth/browser/v1/auth/provider/redirect',
        fields: {
          provider: 'google',
          process: 'connect',
          callback_url: 'http://localhost/app/users/profile/',
          csrfmiddlewaretoken: CSRF_TOKEN,
        },
      },
    ]);
  });

  it.each([
    ['connected_other', `${CONNECT_FAILED}${CONNECTED_OTHER}`],
    ['access_denied', CONNECT_FAILED],
  ])('says why a connect came back failed (%s), and forgets it when closed', async (code, text) => {
    mockApi({ ...profileSecurityAnswers, [`GET ${PROVIDERS}`]: listAnswer([]) });
    const { user } = renderAccountPage(<ProfilePage />, `${PAGE}?error=${code}&error_process=connect`);

    const alert = await within(await section()).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Connected accounts' })).queryByRole('alert'),
      ).toBeNull(),
    );
  });

  it('says nothing about a failed sign-in that was not a connect', async () => {
    mockApi(profileSecurityAnswers);
    renderAccountPage(<ProfilePage />, `${PAGE}?error=access_denied&error_process=login`);

    const connected = await section();
    expect(await within(connected).findByText('No accounts are connected.')).toBeInTheDocument();
    expect(within(connected).queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { UserSessionsPage } from '../../../pages/user-sessions-page';
import { CSRF_TOKEN, renderAccountPage } from '../../../testing/account-fixtures';
import { allauthError, listAnswer, SESSIONS, userSession } from '../../../testing/security-fixtures';

const PAGE = '/accounts/sessions';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

const current = userSession({}, 0);
const laptop = userSession({ id: 2, is_current: false, user_agent: FIREFOX_WINDOWS, ip: '198.51.100.7' }, 5);
const phone = userSession({ id: 3, is_current: false, user_agent: SAFARI_IPHONE, ip: '192.0.2.44' }, 3 * 60);

const rows = () => within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem');

describe('Signed-in devices (issue 16 §5)', () => {
  it('lists each session with its device, IP address and times, this device marked', async () => {
    mockApi({ [`GET ${SESSIONS}`]: listAnswer([current, laptop, phone]) });
    renderAccountPage(<UserSessionsPage />, PAGE);

    expect(screen.getByRole('heading', { level: 1, name: 'Signed-in devices' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Signed-in devices' });
    const [mine, second, third] = rows();
    expect(mine).toHaveTextContent('Chrome 120 on macOSThis device');
    expect(mine).toHaveTextContent('IP address 203.0.113.5');
    expect(mine).toHaveTextContent(/Signed in .+ · Last active just now/);
    expect(within(mine!).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Firefox 121 on Windows');
    expect(second).toHaveTextContent('Last active 5 minutes ago');
    expect(second).not.toHaveTextContent('This device');
    expect(third).toHaveTextContent('Safari 17 on iOS');
    expect(third).toHaveTextContent('Last active 3 hours ago');
    expect(
      within(third!).getByRole('button', { name: 'Sign out Safari 17 on iOS, IP address 192.0.2.44' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Only this device is signed in.')).not.toBeInTheDocument();

    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('signs out of all other devices after asking, and says how many', async () => {
    const requests = mockApi({
      [`GET ${SESSIONS}`]: listAnswer([current, laptop, phone]),
      [`DELETE ${SESSIONS}`]: listAnswer([current]),
    });
    const { user, store } = renderAccountPage(<UserSessionsPage />, PAGE);

    await user.click(await screen.findByRole('button', { name: 'Sign out other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all other devices?' });
    expect(dialog).toHaveTextContent('The Lifeguard extension on them is signed out too.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out other devices' }));

    expect(await screen.findByText('Only this device is signed in.')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out other devices' })).not.toBeInTheDocument();
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ message: 'Signed out of 2 other devices.', type: 'success' }),
    ]);
    const deletes = requests.filter(({ method }) => method === 'DELETE');
    expect(deletes.map(({ path, body, headers }) => [path, body, headers.get('X-CSRFToken')])).toEqual([
      [SESSIONS, { sessions: [2, 3] }, CSRF_TOKEN],
    ]);
  });

  it('signs out of one device, and shows a refusal', async () => {
    const answers = [
      allauthError(400, 'Unknown session.', 'invalid', 'sessions'),
      listAnswer([current, phone]),
    ];
    const requests = mockApi({
      [`GET ${SESSIONS}`]: listAnswer([current, laptop, phone]),
      [`DELETE ${SESSIONS}`]: () => answers.shift()!,
    });
    const { user, store } = renderAccountPage(<UserSessionsPage />, PAGE);

    const signOut = await screen.findByRole('button', { name: /^Sign out Firefox 121 on Windows/ });
    await user.click(signOut);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown session.');

    await user.click(signOut);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ message: 'Signed out of Firefox 121 on Windows.' }),
    ]);
    expect(requests.filter(({ method }) => method === 'DELETE').map(({ body }) => body)).toEqual([
      { sessions: [2] },
      { sessions: [2] },
    ]);
  });

  it('says when only this device is signed in, with nothing to sign out', async () => {
    mockApi({ [`GET ${SESSIONS}`]: listAnswer([current]) });
    renderAccountPage(<UserSessionsPage />, PAGE);

    expect(await screen.findByText('Only this device is signed in.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out other devices' })).not.toBeInTheDocument();
  });

  it('shows loading, then an error with Try Again', async () => {
    const answers: [number, unknown][] = [[500, { status: 500, errors: [] }], listAnswer([current, laptop])];
    mockApi({ [`GET ${SESSIONS}`]: () => answers.shift()! });
    const { user } = renderAccountPage(<UserSessionsPage />, PAGE);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your signed-in devices...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load your signed-in devices.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });
});

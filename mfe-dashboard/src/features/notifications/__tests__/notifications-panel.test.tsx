import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { notificationFixture } from '../../../testing/fixtures';
import type { Notification } from '../api/get-notifications';
import { NotificationsPanel } from '../components/notifications-panel';

const LIST = 'GET /security-tasks/api/notifications/';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const scan = notificationFixture({ id: 1, created_at: minutesAgo(5), link: '/dark-web-scan' });
const welcome = notificationFixture({
  id: 2,
  title: 'Welcome to Lifeguard',
  message: 'Start by connecting your protections.',
  level: 'info',
  read: true,
  created_at: minutesAgo(3 * 24 * 60),
});

/** The server's notifications, stored read by PATCH .../{id}/ `{read}`. */
function notificationsServer(notifications: Notification[]) {
  let state = notifications;
  return mockApi({
    [LIST]: () => [200, listAnswer(state)],
    'PATCH /security-tasks/api/notifications/1/': ({ body }) => {
      state = state.map((n) => (n.id === 1 ? { ...n, read: (body as { read: boolean }).read } : n));
      return [200, state.find((n) => n.id === 1)];
    },
  });
}

describe('notifications panel (spec 001 §4, §7)', () => {
  it('lists the notifications with the unread count, their age and link', async () => {
    notificationsServer([scan, welcome]);
    renderWithProviders(<NotificationsPanel />, { route: '/dashboard' });
    expect(screen.getByText('Loading your notifications...')).toBeInTheDocument();
    const [first, second] = await within(
      await screen.findByRole('list', { name: 'Notifications' }),
    ).findAllByRole('listitem');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(
      within(first!).getByRole('heading', { name: 'Unread: Dark web scan finished' }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('We found your email in 2 breaches.');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(within(first!).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      '/dark-web-scan',
    );
    expect(within(second!).getByRole('heading', { name: 'Welcome to Lifeguard' })).toBeInTheDocument();
    expect(second).toHaveTextContent('3 days ago');
    expect(within(second!).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
  });

  it('marks a notification read on the server, and it stays read when the list is read again', async () => {
    const requests = notificationsServer([scan, welcome]);
    const { user } = renderWithProviders(<NotificationsPanel />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Dark web scan finished' }));
    expect(await screen.findByText('Marked "Dark web scan finished" as read.')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'PATCH')).toMatchObject([
      { path: '/security-tasks/api/notifications/1/', body: { read: true } },
    ]);
    await waitFor(() => expect(requests.filter(({ method }) => method === 'GET')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Dark web scan finished' })).toBeInTheDocument();
    expect(screen.queryByText('1 unread')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
  });

  it('shows it unread again, and says so, when the server refuses', async () => {
    mockApi({
      [LIST]: [200, listAnswer([scan])],
      'PATCH /security-tasks/api/notifications/1/': [
        404,
        { status: 'error', errors: [{ message: 'Not found.', code: 'not_found' }] },
      ],
    });
    const { user } = renderWithProviders(<NotificationsPanel />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: /Mark as read/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't mark that notification as read. Please try again.",
    );
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    notificationsServer([]);
    renderWithProviders(<NotificationsPanel />, { route: '/dashboard' });
    expect(
      await screen.findByText(
        "No notifications yet. We'll let you know here when something needs your attention.",
      ),
    ).toBeInTheDocument();
  });

  it('offers Try Again when they cannot be loaded', async () => {
    let fail = true;
    mockApi({ [LIST]: () => (fail ? [500, { detail: 'boom' }] : [200, listAnswer([scan])]) });
    const { user } = renderWithProviders(<NotificationsPanel />, { route: '/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load your notifications');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Dark web scan finished')).toBeInTheDocument();
  });
});

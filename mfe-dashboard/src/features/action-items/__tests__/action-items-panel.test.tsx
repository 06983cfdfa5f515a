import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { actionItemFixture } from '../../../testing/fixtures';
import type { ActionItem } from '../api/get-action-items';
import { ActionItemsPanel } from '../components/action-items-panel';

const LIST = 'GET /security-tasks/api/action-items/';

const phone = actionItemFixture({
  id: 2,
  kind: 'verify_phone',
  title: 'Verify your phone number',
  description: 'Protect your calls.',
  priority: 'medium',
  data: { integration_type: 'phone' },
});
const password = actionItemFixture({ id: 1 });
const done = actionItemFixture({
  id: 3,
  kind: 'install_extension',
  title: 'Install the browser extension',
  completed: true,
  completed_at: '2025-06-02T10:00:00Z',
});

/** The server's action items, completed by POST .../{id}/complete/. */
function itemsServer(items: ActionItem[]) {
  let state = items;
  return mockApi({
    [LIST]: () => [200, listAnswer(state)],
    'POST /security-tasks/api/action-items/1/complete/': () => {
      state = state.map((item) =>
        item.id === 1 ? { ...item, completed: true, completed_at: '2025-06-10T12:00:00Z' } : item,
      );
      return [200, state.find((item) => item.id === 1)];
    },
  });
}

const openList = () => screen.getByRole('list', { name: 'Open action items' });

describe('action items panel (spec 001 §4, §7)', () => {
  it('shows a skeleton, then the open items with the completed ones collapsed', async () => {
    itemsServer([password, phone, done]);
    const { user } = renderWithProviders(<ActionItemsPanel />, { route: '/dashboard' });
    expect(screen.getByText('Loading your action items...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Change your LinkedIn password' })).toBeInTheDocument();
    expect(within(openList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 to do')).toBeInTheDocument();
    expect(screen.getByText('high priority')).toBeInTheDocument();
    expect(screen.queryByText('Install the browser extension')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Completed (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('list', { name: 'Completed action items' })).getByText(
        'Install the browser extension',
      ),
    ).toBeInTheDocument();
  });

  it('links an item to the screen that does it, reading the type alias phone_verification', async () => {
    const enable = (id: number, type: string) =>
      actionItemFixture({
        id,
        kind: 'enable_protection',
        title: `Turn on ${type}`,
        data: { integration_type: type },
      });
    itemsServer([enable(4, 'email'), enable(5, 'phone_verification')]);
    renderWithProviders(<ActionItemsPanel />, { route: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Connect email' })).toHaveAttribute(
      'href',
      '/integrations/email',
    );
    expect(screen.getByRole('link', { name: 'Verify phone' })).toHaveAttribute('href', '/integrations/phone');
  });

  it('completes an item: posts it, moves it to completed and says so', async () => {
    const requests = itemsServer([password, phone]);
    const { user } = renderWithProviders(<ActionItemsPanel />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Complete: Change your LinkedIn password' }));
    expect(await screen.findByText('Marked "Change your LinkedIn password" complete.')).toBeInTheDocument();
    expect(within(openList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Completed (1)' })).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST')).toMatchObject([
      { path: '/security-tasks/api/action-items/1/complete/', body: undefined },
    ]);
    // The list is read again from the server after the change.
    await waitFor(() =>
      expect(
        requests.filter(({ path, method }) => method === 'GET' && path.endsWith('action-items/')),
      ).toHaveLength(2),
    );
  });

  it('puts the item back and says so when the server refuses', async () => {
    mockApi({
      [LIST]: [200, listAnswer([password])],
      'POST /security-tasks/api/action-items/1/complete/': [
        404,
        { status: 'error', errors: [{ message: 'Not found.', code: 'not_found' }] },
      ],
    });
    const { user } = renderWithProviders(<ActionItemsPanel />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: /^Complete/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't mark that item complete. Please try again.",
    );
    expect(within(openList()).getByText('Change your LinkedIn password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Completed/ })).not.toBeInTheDocument();
  });

  it("says you're all caught up when nothing is open", async () => {
    itemsServer([done]);
    renderWithProviders(<ActionItemsPanel />, { route: '/dashboard' });
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.queryByText(/to do/)).not.toBeInTheDocument();
  });

  it('offers Try Again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({ [LIST]: () => (fail ? [500, { detail: 'boom' }] : [200, listAnswer([password])]) });
    const { user } = renderWithProviders(<ActionItemsPanel />, { route: '/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load your action items');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Change your LinkedIn password')).toBeInTheDocument();
  });
});

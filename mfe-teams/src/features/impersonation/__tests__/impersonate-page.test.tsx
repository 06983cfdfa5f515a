import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import type { AdminUser, ImpersonationAuditEntry } from '@lifeguard/contracts/schemas/admin';
import { fullReload } from '@lifeguard/shared/admin/full-reload';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { ImpersonatePage } from '../../../pages/impersonate-page';
import { plainUser, superuser } from '../../../testing/admin-fixtures';

const adminUser = (id: number, email: string, name: string, isSuperuser = false): AdminUser => ({
  id,
  email,
  display_name: name,
  is_superuser: isSuperuser,
  date_joined: '2025-01-01T00:00:00.000Z',
});
const ann = adminUser(2, 'ann@example.com', 'Ann Lee');
const otherRoot = adminUser(3, 'admin@example.com', 'Other Admin', true);

const envelope = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const audit: ImpersonationAuditEntry[] = [
  {
    id: 2,
    action: 'stop',
    superuser_email: 'root@example.com',
    user_email: 'bob@example.com',
    reason: 'Checked the alerts',
    request: null,
    at: '2025-03-01T10:30:00.000Z',
  },
  {
    id: 1,
    action: 'start',
    superuser_email: 'root@example.com',
    user_email: 'bob@example.com',
    reason: 'Checked the alerts',
    request: null,
    at: '2025-03-01T10:00:00.000Z',
  },
];

/** The searches the server was asked for, in order. */
let searches: string[];
const searchUsers: MockHandler = ({ url }) => {
  const search = url.searchParams.get('search') ?? '';
  searches.push(search);
  return [200, envelope([ann, otherRoot].filter(({ email }) => email.includes(search)))];
};

function renderPage(
  handlers: Record<string, MockHandler | [number, unknown]> = {},
  user = superuser,
  route = '/support',
) {
  const requests = mockApi({
    'GET /api/admin/users/': searchUsers,
    'GET /api/admin/impersonation/audit/': [200, envelope(audit)],
    ...handlers,
  });
  const view = renderWithProviders(<ImpersonatePage />, {
    route,
    preloadedState: { session: { user } },
  });
  return { ...view, requests, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

beforeEach(() => {
  searches = [];
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Impersonate a User (issue 13, spec 001 §6)', () => {
  it("tells a non-superuser they don't have access, and calls nothing", () => {
    const { requests } = renderPage({}, plainUser);
    expect(screen.getByRole('heading', { name: 'Impersonate a User' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have access to this page.");
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('searches once typing pauses for 300 ms', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ann');
    act(() => void jest.advanceTimersByTime(299));
    expect(searches).toEqual([]);
    act(() => void jest.advanceTimersByTime(1));
    expect(await screen.findByRole('radio', { name: /ann@example\.com/ })).toBeInTheDocument();
    expect(searches).toEqual(['ann']);
  });

  it('starts with the search of a user picked on the Project Dashboard (?search=)', async () => {
    renderPage({}, superuser, '/support?search=ann%40example.com');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('ann@example.com');
    act(() => void jest.advanceTimersByTime(300));
    expect(await screen.findByRole('radio', { name: /ann@example\.com/ })).toBeInTheDocument();
    expect(searches).toEqual(['ann@example.com']);
  });

  it('enables Impersonate with a user and a reason, posts {user_id, reason}, then reloads at the dashboard', async () => {
    document.cookie = 'csrftoken=tok123';
    const reload = jest.spyOn(fullReload, 'to').mockImplementation(() => undefined);
    const { user, requests } = renderPage({ 'POST /api/admin/impersonation/': [200, { status: 'success' }] });
    const impersonate = screen.getByRole('button', { name: 'Impersonate' });
    expect(impersonate).toBeDisabled();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'example');
    await user.click(await screen.findByRole('radio', { name: /ann@example\.com/ }));
    expect(impersonate).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'ab');
    expect(impersonate).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'c ');
    expect(impersonate).toBeEnabled();

    await user.click(impersonate);
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/dashboard'));
    const post = requests.find(({ method }) => method === 'POST');
    expect(post?.path).toBe('/api/admin/impersonation/');
    expect(post?.body).toEqual({ user_id: 2, reason: 'abc' });
    expect(post?.headers.get('X-CSRFToken')).toBe('tok123');
  });

  it("lists superusers but they can't be selected", async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'example');
    const root = await screen.findByRole('radio', { name: /admin@example\.com/ });
    expect(root).toBeDisabled();
    expect(root.closest('label')).toHaveTextContent("Other AdminSuperusers can't be impersonated");
    await user.click(root);
    expect(root).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /ann@example\.com/ })).toBeEnabled();

    // jsdom computes no colours, so contrast is left to the browser suites; the landmarks
    // (main, header) are the shell frame's, not drawn here.
    jest.useRealTimers();
    await screen.findByRole('region', { name: 'Recent impersonations' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it("shows the server's refusal and stays", async () => {
    const reload = jest.spyOn(fullReload, 'to').mockImplementation(() => undefined);
    const refusal = {
      status: 'error',
      errors: [{ message: 'Already impersonating.', code: 'already_impersonating', param: 'general' }],
    };
    const { user } = renderPage({ 'POST /api/admin/impersonation/': [409, refusal] });
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ann');
    await user.click(await screen.findByRole('radio', { name: /ann@example\.com/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Support ticket 42');
    await user.click(screen.getByRole('button', { name: 'Impersonate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Already impersonating.');
    expect(reload).not.toHaveBeenCalled();
  });

  it('says when no user matches', async () => {
    const { user } = renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zed');
    expect(await screen.findByText('No users match “zed”.')).toBeInTheDocument();
  });

  it('lists the recent impersonations: action, superuser, user, reason, request, time', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Recent impersonations' });
    const rows = await within(section).findAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Action', 'Superuser', 'User', 'Reason', 'Request', 'Time']);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual([
      'Stopped',
      'root@example.com',
      'bob@example.com',
      'Checked the alerts',
    ]);
    expect(cells[4]!.textContent).toBe('');
    expect(within(cells[5]!).getByText(/2025/)).toHaveAttribute('datetime', '2025-03-01T10:30:00.000Z');
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('Started');
  });
});

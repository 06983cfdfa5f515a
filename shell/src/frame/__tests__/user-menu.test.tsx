import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { toClientUser, type ServerUser } from '@lifeguard/shared/session/user';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { teamFixture, teamsAnswer } from '@lifeguard/shared/testing/team-fixtures';
import type { Team } from '@lifeguard/contracts/schemas/teams';
import { UserMenu } from '../user-menu';

const ann: ServerUser = {
  id: 1,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  display_name: 'Ann B. Lee',
};

const annsFamily = teamFixture({ id: 1, slug: 'anns-family', name: "Ann's family" });
const adasFamily = teamFixture({ id: 2, slug: 'adas-family', name: "Ada's family", is_admin: false });
const leesFamily = teamFixture({ id: 3, slug: 'lees-family', name: "Lee's family" });

/** Answers GET /teams/api/teams/ with `teams`, current first (none unless a test says). */
function serveTeams(teams: Team[] = []) {
  return mockApi({ 'GET /teams/api/teams/': [200, teamsAnswer(teams)] });
}

function renderMenu(overrides: Partial<ServerUser> = {}) {
  const user = toClientUser({ ...ann, ...overrides });
  const result = renderWithProviders(<UserMenu user={user} />, {
    route: '/dashboard',
    preloadedState: { session: { user } },
  });
  return { ...result, trigger: screen.getByRole('button', { name: /ann@example\.com/ }) };
}

const itemNames = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('user menu (spec 001 §2)', () => {
  it('opens on click with the avatar, names, email and items, focus on the first item', async () => {
    serveTeams();
    const { user, trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    // The shown texts; the header's are their own tooltips too, in case they are cut (issue 33).
    const shown = { ignore: 'script, style, [role="tooltip"]' };
    expect(screen.getByText('Ann B. Lee', shown)).toHaveAccessibleDescription('Ann B. Lee');
    expect(screen.getAllByText('ann@example.com', shown)).toHaveLength(2);
    expect(itemNames()).toEqual(['Profile', 'Change Password', 'Add Team', 'Sign out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/users/profile/',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/accounts/password/change/',
    );
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('works from the keyboard: arrows move and wrap, Home/End, Escape returns focus', async () => {
    serveTeams();
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Change Password')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Add Team')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Sign out')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    expect(item('Profile')).toHaveFocus();
  });

  it('closes on an outside click, on Tab and on the trigger', async () => {
    serveTeams();
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('hides Change Password without a usable password (spec 001 §6)', async () => {
    serveTeams();
    const { user, trigger } = renderMenu({ has_usable_password: false });
    await user.click(trigger);
    expect(itemNames()).toEqual(['Profile', 'Add Team', 'Sign out']);
  });

  it('adds Project Dashboard, Impersonate a User, Remotes and Support requests for superusers only', async () => {
    serveTeams();
    const { user, trigger } = renderMenu({ is_superuser: true });
    await user.click(trigger);
    expect(itemNames()).toEqual([
      'Profile',
      'Change Password',
      'Add Team',
      'Project Dashboard',
      'Impersonate a User',
      'Remotes',
      'Support requests',
      'Sign out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Project Dashboard' })).toHaveAttribute(
      'href',
      '/project-dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'Impersonate a User' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('menuitem', { name: 'Remotes' })).toHaveAttribute('href', '/admin/remotes');
    expect(screen.getByRole('menuitem', { name: 'Support requests' })).toHaveAttribute(
      'href',
      '/admin/support-requests',
    );
  });

  it("shows the 'DEV' badge outside production, hidden by a stored hideDevStyling", async () => {
    serveTeams();
    const first = renderMenu();
    await first.user.click(first.trigger);
    expect(screen.getByText('DEV')).toBeInTheDocument();
    first.unmount();

    localStorage.setItem('hideDevStyling', 'true');
    const second = renderMenu();
    await second.user.click(second.trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.queryByText('DEV')).not.toBeInTheDocument();
  });

  it('signs out: deletes the allauth session, clears the session and lands on /login', async () => {
    const requests = mockApi({
      'GET /teams/api/teams/': [200, teamsAnswer([])],
      'DELETE /_allauth/browser/v1/auth/session': [
        401,
        { status: 401, data: { flows: [] }, meta: { is_authenticated: false } },
      ],
    });
    const { user, trigger, store } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /teams/api/teams/',
      'DELETE /_allauth/browser/v1/auth/session',
    ]);
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    mockApi({
      'GET /teams/api/teams/': [200, teamsAnswer([])],
      'DELETE /_allauth/browser/v1/auth/session': [500, { detail: 'boom' }],
    });
    const { user, trigger, store } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(selectCurrentUser(store.getState())).toBeNull();
  });
});

describe('user menu team items (spec 001 §2, §6)', () => {
  it('links Team Settings of the current family, Add Team, and the other families to switch to', async () => {
    serveTeams([annsFamily, adasFamily, leesFamily]);
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    const settings = await screen.findByRole('menuitem', { name: 'Team Settings' });
    expect(settings).toHaveAttribute('href', '/a/anns-family/team/');
    expect(screen.getByRole('menuitem', { name: 'Add Team' })).toHaveAttribute('href', '/teams/create/');
    const group = screen.getByRole('group', { name: 'Switch Team' });
    expect(
      within(group)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ["Ada's family", '/a/adas-family/'],
      ["Lee's family", '/a/lees-family/'],
    ]);
    expect(itemNames()).toEqual([
      'Profile',
      'Change Password',
      'Team Settings',
      'Add Team',
      "Ada's family",
      "Lee's family",
      'Sign out',
    ]);
  });

  it('has no Switch Team group with one family, and no Team Settings without any', async () => {
    serveTeams([annsFamily]);
    const one = renderMenu();
    await one.user.click(one.trigger);
    expect(await screen.findByRole('menuitem', { name: 'Team Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Switch Team' })).not.toBeInTheDocument();
    one.unmount();

    const requests = serveTeams([]);
    const none = renderMenu();
    await none.user.click(none.trigger);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('menuitem', { name: 'Team Settings' })).not.toBeInTheDocument();
    expect(itemNames()).toEqual(['Profile', 'Change Password', 'Add Team', 'Sign out']);
  });

  it('still offers Add Team when the families cannot be loaded', async () => {
    const requests = mockApi({ 'GET /teams/api/teams/': [500, { detail: 'Down' }] });
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(itemNames()).toEqual(['Profile', 'Change Password', 'Add Team', 'Sign out']);
  });

  it('reaches the Switch Team items from the keyboard, and a chosen one closes the menu', async () => {
    serveTeams([annsFamily, adasFamily]);
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await screen.findByRole('menuitem', { name: "Ada's family" });
    const item = (name: string) => screen.getByRole('menuitem', { name });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(item('Add Team')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item("Ada's family")).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/a/adas-family/');
  });
});

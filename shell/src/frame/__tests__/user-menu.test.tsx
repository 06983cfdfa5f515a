import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { toClientUser, type ServerUser } from '@lifeguard/shared/session/user';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { UserMenu } from '../user-menu';

const ann: ServerUser = {
  id: 1,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  display_name: 'Ann B. Lee',
};

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
    const { user, trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByText('Ann B. Lee')).toBeInTheDocument();
    expect(screen.getAllByText('ann@example.com')).toHaveLength(2);
    expect(itemNames()).toEqual(['Profile', 'Change Password', 'Sign out']);
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
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Change Password')).toHaveFocus();
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
    const { user, trigger } = renderMenu({ has_usable_password: false });
    await user.click(trigger);
    expect(itemNames()).toEqual(['Profile', 'Sign out']);
  });

  it('adds Project Dashboard and Impersonate a User for superusers only, as server pages', async () => {
    const { user, trigger } = renderMenu({ is_superuser: true });
    await user.click(trigger);
    expect(itemNames()).toEqual([
      'Profile',
      'Change Password',
      'Project Dashboard',
      'Impersonate a User',
      'Sign out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Project Dashboard' })).toHaveAttribute(
      'href',
      '/project-dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'Impersonate a User' })).toHaveAttribute('href', '/support');
  });

  it("shows the 'DEV' badge outside production, hidden by a stored hideDevStyling", async () => {
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
      'DELETE /_allauth/browser/v1/auth/session',
    ]);
    expect(selectCurrentUser(store.getState())).toBeNull();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    mockApi({ 'DELETE /_allauth/browser/v1/auth/session': [500, { detail: 'boom' }] });
    const { user, trigger, store } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(selectCurrentUser(store.getState())).toBeNull();
  });
});

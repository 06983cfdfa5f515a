import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { toClientUser, type User } from '@lifeguard/shared/session/user';
import { AppSettingsContext } from '../app-settings';
import { SidebarLayout } from '../sidebar-layout';

const serverAnn = { id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' };
const ann = toClientUser(serverAnn);

function renderLayout(user: User | null = ann) {
  return renderWithProviders(
    <SidebarLayout panelOpen={false}>
      <h1>Page content</h1>
    </SidebarLayout>,
    { route: '/dashboard', preloadedState: { session: { user } } },
  );
}

describe('SidebarLayout (spec 001 §2 Layout)', () => {
  it('has a main navigation with the Dashboard link marked current', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page content' }));
  });

  it('opens our own help centre, /help/, in this tab by default (issue 33 item 1)', () => {
    renderLayout();
    const help = screen.getByRole('link', { name: 'Help and Support' });
    expect(help).toHaveAttribute('href', '/help/');
    expect(help).not.toHaveAttribute('target');
  });

  it('opens a HELP_URL on another site in a new tab without handing over the opener', () => {
    renderWithProviders(
      <AppSettingsContext value={{ help_url: 'https://help.example.com/' }}>
        <SidebarLayout panelOpen={false}>
          <h1>Page content</h1>
        </SidebarLayout>
      </AppSettingsContext>,
      { route: '/dashboard', preloadedState: { session: { user: ann } } },
    );
    const help = screen.getByRole('link', { name: 'Help and Support (opens in a new tab)' });
    expect(help).toHaveAttribute('href', 'https://help.example.com/');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('holds the theme choice and the user card with short name and email', () => {
    renderLayout();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
    const card = screen.getByRole('button', { name: /Ann.*ann@example\.com/ });
    expect(card).toHaveAttribute('aria-haspopup', 'menu');
    expect(card).toHaveTextContent('AL');
  });

  it('shows the avatar image when the user has one', () => {
    const { container } = renderLayout(
      toClientUser({ ...serverAnn, avatar_url: 'https://cdn.example/ann.png' }),
    );
    expect(container.querySelector('img[src="https://cdn.example/ann.png"]')).toBeInTheDocument();
  });

  it('toggles the off-canvas sidebar, and Escape closes it with focus back on the toggle', async () => {
    const { user } = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main' }).id);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveFocus();
  });

  it('lets Escape close an open user menu first, then the sidebar', async () => {
    const { user } = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: /ann@example\.com/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the sidebar when a link is followed', async () => {
    const { user } = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders without a user card when no one is signed in', () => {
    renderLayout(null);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ann@example\.com/ })).not.toBeInTheDocument();
  });
});

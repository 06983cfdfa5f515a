import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { toClientUser } from '@lifeguard/shared/session/user';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { darkTheme } from '@lifeguard/shared/theme/tokens';
import { Frame, type ShellFrame } from '../frame';

const ann = toClientUser({ id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });

function renderFrame(frame: ShellFrame, route: string) {
  return renderWithProviders(
    <Frame frame={frame}>
      <h1>Page content</h1>
    </Frame>,
    { route, preloadedState: { session: { user: ann } } },
  );
}

/** A `matchMedia` under which only `prefers-reduced-motion: reduce` matches, when asked to. */
function mockReducedMotion(reduced: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduced && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('the frame (spec 001 §2 Layout)', () => {
  it('draws the sidebar layout without header or footer for a sidebar route', () => {
    renderFrame('sidebar', '/dashboard');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page content' }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('draws the page layout: a header with the logo home, theme choice and user menu, and a footer', async () => {
    const { user } = renderFrame('page', '/dark-web-scan');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Lifeguard home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: /ann@example\.com/ }));
    expect(within(header).getByRole('menu', { name: 'User menu' })).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Lifeguard`);
    const social = within(footer).getByRole('list', { name: 'Lifeguard on social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual([
      'Lifeguard on Facebook (opens in a new tab)',
      'Lifeguard on X (opens in a new tab)',
      'Lifeguard on LinkedIn (opens in a new tab)',
    ]);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page content' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('draws the page layout for a signed-out visitor without the user menu or Ask Lifeguard', () => {
    renderWithProviders(
      <Frame frame="page">
        <h1>Page content</h1>
      </Frame>,
      { route: '/teams/invitation/7?key=abc', preloadedState: { session: { user: null } } },
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Lifeguard home' })).toBeInTheDocument();
    expect(within(header).getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Ask Lifeguard' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page content' }));
  });

  it('hides the header and footer with the query chat=true', () => {
    renderFrame('page', '/dark-web-scan?chat=true');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page content' }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('swaps the logo between its light and dark version with the colour mode', () => {
    const logo = () => screen.getByRole('link', { name: 'Lifeguard home' }).firstElementChild;
    const light = renderFrame('page', '/dark-web-scan');
    expect(logo()).toHaveAttribute('data-version', 'light');
    light.unmount();
    renderWithProviders(
      <ThemeProvider theme={darkTheme}>
        <Frame frame="page">
          <h1>Page content</h1>
        </Frame>
      </ThemeProvider>,
      { route: '/dark-web-scan', preloadedState: { session: { user: ann } } },
    );
    expect(logo()).toHaveAttribute('data-version', 'dark');
  });

  it('animates page changes, but not for visitors who ask for reduced motion', () => {
    mockReducedMotion(false);
    const moving = renderFrame('page', '/dark-web-scan');
    const transition = () => screen.getByRole('heading', { name: 'Page content' }).parentElement;
    expect(transition()).toHaveAttribute('data-transition', 'on');
    moving.unmount();

    mockReducedMotion(true);
    renderFrame('page', '/dark-web-scan');
    expect(transition()).toHaveAttribute('data-transition', 'off');
  });
});

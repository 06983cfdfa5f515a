import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { fullReload } from '@lifeguard/shared/admin/full-reload';
import { toClientUser } from '@lifeguard/shared/session/user';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { darkTheme, lightTheme } from '@lifeguard/shared/theme/tokens';
import { Frame, type ShellFrame } from '../frame';

const ENDS_AT = '2025-03-01T11:00:00.000Z';

const impersonated = toClientUser({
  id: 7,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  impersonation: {
    impersonator_email: 'root@example.com',
    impersonator_name: 'Root Admin',
    started_at: '2025-03-01T10:00:00.000Z',
    ends_at: ENDS_AT,
  },
});

function renderFrame(frame: ShellFrame, user = impersonated) {
  return renderWithProviders(
    <Frame frame={frame}>
      <h1>Page content</h1>
    </Frame>,
    { route: '/dashboard', preloadedState: { session: { user } } },
  );
}

const banner = () => screen.getByRole('region', { name: 'Impersonation' });

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the impersonation banner (issue 13, spec 001 §6)', () => {
  it.each<ShellFrame>(['sidebar', 'page'])(
    'says who is impersonated, by whom and until when (%s layout)',
    (frame) => {
      renderFrame(frame);
      const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(ENDS_AT));
      expect(banner()).toHaveTextContent(
        `You are signed in as Ann Lee (ann@example.com), impersonated by Root Admin. Ends at ${time}.`,
      );
      expect(within(banner()).getByRole('button', { name: 'Stop' })).toBeEnabled();
      expect(screen.getByRole('main')).toContainElement(
        screen.getByRole('heading', { name: 'Page content' }),
      );
    },
  );

  it('is not drawn without an impersonation', () => {
    renderFrame(
      'page',
      toClientUser({ id: 7, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' }),
    );
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });

  it('Stop ends the impersonation with CSRF, then fully reloads the app at the support page', async () => {
    document.cookie = 'csrftoken=tok123';
    const requests = mockApi({ 'DELETE /api/admin/impersonation/': [200, { status: 'success' }] });
    const reload = jest.spyOn(fullReload, 'to').mockImplementation(() => undefined);
    const { user } = renderFrame('sidebar');
    await user.click(within(banner()).getByRole('button', { name: 'Stop' }));
    expect(reload).toHaveBeenCalledWith('/support');
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'DELETE /api/admin/impersonation/',
    ]);
    expect(requests[0]?.headers.get('X-CSRFToken')).toBe('tok123');
  });

  it('stays, with a message, when Stop fails', async () => {
    mockApi({ 'DELETE /api/admin/impersonation/': [500, {}] });
    const reload = jest.spyOn(fullReload, 'to').mockImplementation(() => undefined);
    const { user } = renderFrame('page');
    await user.click(within(banner()).getByRole('button', { name: 'Stop' }));
    expect(await within(banner()).findByRole('alert')).toHaveTextContent(
      'Could not stop impersonating. Please try again.',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('has no serious axe violations, and its text is readable on the warning colour in light and dark', async () => {
    renderFrame('page');
    const results = await axe.run(banner(), {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual(
      [],
    );
    for (const theme of [lightTheme, darkTheme]) {
      expect(contrast(theme.color.text, theme.color.warningBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.color.danger, theme.color.warningBg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.color.warning, theme.color.warningBg)).toBeGreaterThanOrEqual(3);
    }
  });
});

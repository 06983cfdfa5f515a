import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@lifeguard/shared/store/make-store';
import { readStoredThemePreference } from '@lifeguard/shared/theme/theme-slice';
import { ThemeToggle } from '../../frame/theme-toggle';
import { AppThemeProvider } from '../app-theme-provider';

/** A controllable `prefers-color-scheme: dark` query. */
function mockColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return (dark: boolean) => {
    query.matches = dark;
    listeners.forEach((listener) => listener());
  };
}

function renderTheme() {
  const store = makeStore({ theme: { preference: readStoredThemePreference(), systemMode: 'light' } });
  render(
    <Provider store={store}>
      <AppThemeProvider>
        <ThemeToggle />
      </AppThemeProvider>
    </Provider>,
  );
}

describe('dark mode (spec 000 §4)', () => {
  it('stores the choice as theme and puts a dark class on the page', async () => {
    mockColorScheme(false);
    renderTheme();
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('restores the stored choice', () => {
    mockColorScheme(false);
    localStorage.setItem('theme', 'dark');
    renderTheme();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('follows the OS for System and reacts to its changes', () => {
    const setOsDark = mockColorScheme(true);
    renderTheme();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    act(() => setOsDark(false));
    expect(document.documentElement).not.toHaveClass('dark');
    act(() => setOsDark(true));
    expect(document.documentElement).toHaveClass('dark');
  });
});

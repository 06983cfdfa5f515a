import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore, type AppStore } from '@lifeguard/shared/store/make-store';
import type { RootState } from '@lifeguard/shared/store/root-reducer';
import { lightTheme } from '@lifeguard/shared/theme/tokens';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL under the /app basename the router starts at, e.g. '/login?extension_id=x'. */
  route?: string;
  /** Route pattern the element is mounted at (for params), default: the route's pathname. */
  path?: string;
};

/** Shows where the app navigated to, for assertions: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` with the real store, theme and a memory router, as the shell does. Any navigation
 * away from `path` lands on a probe showing the new location. Returns Testing Library's result
 * plus `store` and a `user` (user-event).
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { preloadedState, route = '/', path, ...renderOptions } = options;
  const store = options.store ?? makeStore(preloadedState);
  const pattern = path ?? route.split('?')[0] ?? '/';
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
    renderOptions,
  );
  return { ...result, store, user: userEvent.setup() };
}

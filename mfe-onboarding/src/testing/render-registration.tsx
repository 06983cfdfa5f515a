import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useLocation } from '@lifeguard/shared/router/router';
import type { ServerUser } from '@lifeguard/shared/session/user';
import { toClientUser } from '@lifeguard/shared/session/user';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { routes } from '../routes';
import type { RegistrationDraft } from '../stores/registration-draft';
import { newUser } from './fixtures';

/** Shows where registration led outside its own routes (dashboard, login). */
function Elsewhere() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Every route the remote exposes, as the shell mounts them, and a probe for anywhere else. */
function RegistrationRoutes() {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.id} path={route.path} element={route.element} />
      ))}
      <Route path="*" element={<Elsewhere />} />
    </Routes>
  );
}

export type RenderRegistrationOptions = {
  /** The signed-in user (default: `newUser`); `null` for a visitor. */
  user?: ServerUser | null;
  /** The draft in the store; default: whatever sessionStorage holds. */
  draft?: RegistrationDraft;
};

/** Renders the registration remote at `route` with the real store, theme and router. */
export function renderRegistration(route: string, { user = newUser, draft }: RenderRegistrationOptions = {}) {
  const preloadedState = {
    session: { user: user ? toClientUser(user) : null },
    ...(draft ? { registration: draft } : {}),
  };
  return renderWithProviders(<RegistrationRoutes />, { route, path: '/*', preloadedState });
}

/** The path outside registration it navigated to, e.g. '/dashboard'. */
export const elsewhere = () => screen.findByTestId('location').then((probe) => probe.textContent);

/** The main heading of the registration screen shown. */
export const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

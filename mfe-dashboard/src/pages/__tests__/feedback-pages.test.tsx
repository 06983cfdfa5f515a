import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { toClientUser } from '@lifeguard/shared/session/user';
import { routes as routeTable } from '@lifeguard/shared/routes/routes';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { routes } from '../../routes';
import { ThreatFeedbackPage } from '../threat-feedback-page';
import { UninstallPage } from '../uninstall-page';

const ann = toClientUser({ id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });

describe('feedback pages (spec 001 §2)', () => {
  it('are the routes uninstall (open to visitors) and threatFeedback (signed in) of this remote', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toEqual(
      expect.arrayContaining([
        { id: 'uninstall', path: '/uninstall' },
        { id: 'threatFeedback', path: '/threat-feedback' },
      ]),
    );
    expect(routeTable.uninstall).toEqual({ path: '/uninstall', remote: 'dashboard', requiresAuth: false });
    expect(routeTable.threatFeedback).toEqual({
      path: '/threat-feedback',
      remote: 'dashboard',
      requiresAuth: true,
    });
  });

  it('/uninstall works signed out, in the narrow layout without a sidebar', () => {
    renderWithProviders(<UninstallPage />, {
      route: '/uninstall',
      preloadedState: { session: { user: null } },
    });
    expect(screen.getByRole('heading', { level: 1, name: "We're sorry to see you go" })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Uninstall feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('/uninstall signed in keeps the sidebar', () => {
    renderWithProviders(<UninstallPage />, {
      route: '/uninstall',
      preloadedState: { session: { user: ann } },
    });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('form', { name: 'Uninstall feedback' }),
    );
  });

  it('/threat-feedback is in the sidebar layout', () => {
    renderWithProviders(<ThreatFeedbackPage />, {
      route: '/threat-feedback?threat_id=t-1',
      preloadedState: { session: { user: ann } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Threat feedback' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Threat feedback' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { track } from '@lifeguard/shared/analytics/track';
import { toClientUser } from '@lifeguard/shared/session/user';
import { routes as routeTable } from '@lifeguard/shared/routes/routes';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { routes } from '../../routes';
import { ThreatFeedbackPage } from '../threat-feedback-page';
import { UninstallPage } from '../uninstall-page';

jest.mock('@lifeguard/shared/analytics/track', () => ({ track: jest.fn() }));

const ann = toClientUser({ id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });

describe('feedback pages (spec 001 §2)', () => {
  it('are the routes uninstall (open to visitors) and threatFeedback (signed in) of this remote', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toEqual(
      expect.arrayContaining([
        { id: 'uninstall', path: '/uninstall' },
        { id: 'threatFeedback', path: '/threat-feedback' },
      ]),
    );
    expect(routeTable.uninstall).toEqual({
      path: '/uninstall',
      remote: 'dashboard',
      requiresAuth: false,
      frame: 'sidebar',
    });
    expect(routeTable.threatFeedback).toEqual({
      path: '/threat-feedback',
      remote: 'dashboard',
      requiresAuth: true,
      frame: 'sidebar',
    });
  });

  it('/uninstall works signed out, in a narrow layout of its own', () => {
    renderWithProviders(<UninstallPage />, {
      route: '/uninstall',
      preloadedState: { session: { user: null } },
    });
    expect(screen.getByRole('heading', { level: 1, name: "We're sorry to see you go" })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Uninstall feedback' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('form', { name: 'Uninstall feedback' }),
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toBeInTheDocument();
    // The extension's last lifecycle event (spec 000 §1, issue 32): Chrome opens this page after an uninstall.
    expect(track).toHaveBeenCalledWith('extension uninstalled');
  });

  it("/uninstall signed in is page content for the shell's sidebar layout", () => {
    renderWithProviders(<UninstallPage />, {
      route: '/uninstall',
      preloadedState: { session: { user: ann } },
    });
    expect(screen.getByRole('heading', { level: 1, name: "We're sorry to see you go" })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Uninstall feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terms' })).not.toBeInTheDocument();
  });

  it("/threat-feedback is page content for the shell's sidebar layout", () => {
    renderWithProviders(<ThreatFeedbackPage />, {
      route: '/threat-feedback?threat_id=t-1',
      preloadedState: { session: { user: ann } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Threat feedback' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Threat feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});

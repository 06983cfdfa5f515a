import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { REQUIRED_TYPES } from '@lifeguard/contracts/integrations';
import { toClientUser } from '@lifeguard/shared/session/user';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import type { ServerIntegration } from '../../features/integrations/api/integration';
import { activeFixture, defaultIntegrations, integrationFixture } from '../../testing/integration-fixtures';
import { integrationsServer, requestsTo } from '../../testing/integrations-server';
import { DashboardPage } from '../dashboard-page';

const STATUS = '/integrations/api/integrations/onboarding_status/';
const ann = toClientUser({
  id: 1,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  date_joined: '2024-01-01T00:00:00Z',
});

/** The integrations stand-in, answering onboarding_status from its state as the server does. */
function dashboardServer(initial: ServerIntegration[]) {
  const server = integrationsServer(initial, {
    extra: {
      [`GET ${STATUS}`]: () => {
        const { integrations } = server.state;
        const active = integrations.filter((i) => i.is_active && i.is_configured).map((i) => i.type);
        return [
          200,
          {
            has_integrations: integrations.length > 0,
            configured_types: integrations.filter((i) => i.is_configured).map((i) => i.type),
            active_types: active,
            all_required_active: REQUIRED_TYPES.every((type) => active.includes(type)),
          },
        ];
      },
    },
  });
  return server;
}

const renderDashboard = () =>
  renderWithProviders(<DashboardPage />, { route: '/dashboard', preloadedState: { session: { user: ann } } });

describe('onboarding reminder on the dashboard (spec 000 §2, spec 001 §4 dashboard blocks)', () => {
  it('comes with the status bar when everything is configured but a required protection is off', async () => {
    dashboardServer([
      activeFixture('darkweb'),
      activeFixture('chrome'),
      integrationFixture('email', { is_configured: true }),
      activeFixture('phone'),
    ]);
    renderDashboard();
    const bar = within(await screen.findByRole('region', { name: 'Your protection' }));
    expect(bar.getByRole('link', { name: 'Manage protections' })).toHaveAttribute(
      'href',
      '/integrations/overview',
    );
    const reminder = await screen.findByRole('region', { name: 'Not fully protected yet' });
    expect(reminder).toHaveTextContent('Email Protection is not protecting you yet.');
    expect(within(reminder).getByRole('link', { name: 'Set up Email Protection' })).toHaveAttribute(
      'href',
      '/integrations/email',
    );
  });

  it('does not repeat the quick-setup list: while that shows, the reminder is not even asked for', async () => {
    const { requests } = dashboardServer(defaultIntegrations());
    renderDashboard();
    expect(
      await screen.findByRole('region', { name: 'Finish setting up your protection' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Not fully protected yet' })).not.toBeInTheDocument();
    expect(requestsTo(requests, 'GET', STATUS)).toHaveLength(0);
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { flushAnalytics } from '@lifeguard/shared/analytics/track';
import { toClientUser } from '@lifeguard/shared/session/user';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { defaultIntegrations, integrationFixture } from '../../testing/integration-fixtures';
import { integrationsServer, requestsTo } from '../../testing/integrations-server';
import { DashboardPage } from '../dashboard-page';

const user = toClientUser({
  id: 1,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  date_joined: '2024-01-01T00:00:00Z',
});

async function renderAndSetUp(name: string) {
  const rendered = renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    preloadedState: { session: { user } },
  });
  const list = await screen.findByRole('region', { name: 'Finish setting up your protection' });
  await rendered.user.click(within(list).getByRole('button', { name: `Set up ${name}` }));
  return rendered;
}

const toasts = (store: ReturnType<typeof renderWithProviders>['store']) =>
  store.getState().toasts.items.map(({ message, type }) => ({ message, type }));

describe('quick setup outcomes (spec 001 §4 "Integration setup", §8)', () => {
  it('phone: opens phone verification, tracked as started from quick_setup_actions', async () => {
    const { requests } = integrationsServer(defaultIntegrations());
    await renderAndSetUp('Phone Protection');
    expect(await screen.findByTestId('location')).toHaveTextContent('/integrations/phone');
    await act(() => flushAnalytics());
    const events = requestsTo(requests, 'POST', '/api/analytics/events/').flatMap(
      (r) => (r.body as { events: { event: string; properties: object }[] }).events,
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'phone verification started',
        properties: expect.objectContaining({ setup_source: 'quick_setup_actions' }),
      }),
    );
  });

  it('email: opens the email integration screen', async () => {
    integrationsServer(defaultIntegrations());
    await renderAndSetUp('Email Protection');
    expect(await screen.findByTestId('location')).toHaveTextContent('/integrations/email');
  });

  it('chrome: install_extension, with the manual-install note', async () => {
    integrationsServer(defaultIntegrations());
    const { store } = await renderAndSetUp('Web Protection');
    expect(await screen.findByTestId('location')).toHaveTextContent('/integrations/chrome');
    expect(toasts(store)).toEqual([
      { message: 'Chrome extension setup coming soon. Please install the extension manually.', type: 'info' },
    ]);
  });

  it('dark web without scan results: start_scan, asking for a scan first', async () => {
    const { requests } = integrationsServer(defaultIntegrations(), { hasScanResults: false });
    const { store } = await renderAndSetUp('Dark Web Monitoring');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dark-web-scan');
    expect(toasts(store)).toEqual([
      { message: 'Please complete a dark web scan to activate monitoring.', type: 'info' },
    ]);
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('dark web with scan results: activated on the spot, and gone from the list', async () => {
    const { requests } = integrationsServer(defaultIntegrations(), { hasScanResults: true });
    const { store } = await renderAndSetUp('Dark Web Monitoring');
    await waitFor(() =>
      expect(requestsTo(requests, 'PATCH', '/integrations/api/integrations/1/').map((r) => r.body)).toEqual([
        { is_configured: true, is_active: true, health_status: 'healthy' },
      ]),
    );
    const list = screen.getByRole('region', { name: 'Finish setting up your protection' });
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: 'Dark Web Monitoring' })).not.toBeInTheDocument(),
    );
    expect(within(list).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(toasts(store)).toEqual([{ message: 'Dark Web Monitoring is now active.', type: 'success' }]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('a type without a setup: Unknown integration type', async () => {
    integrationsServer([...defaultIntegrations(), integrationFixture('financial')]);
    const { store } = await renderAndSetUp('Fraud Protection');
    await waitFor(() =>
      expect(toasts(store)).toEqual([{ message: 'Unknown integration type', type: 'error' }]),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('a failed setup call is only logged, and the button is ready again', async () => {
    const failure = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    integrationsServer(defaultIntegrations(), {
      extra: { 'GET /integrations/api/integrations/check_darkweb_status/': () => [500, { detail: 'Down' }] },
    });
    const { store } = await renderAndSetUp('Dark Web Monitoring');
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Integration setup failed', expect.anything()));
    expect(toasts(store)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Set up Dark Web Monitoring' })).toBeEnabled();
  });
});

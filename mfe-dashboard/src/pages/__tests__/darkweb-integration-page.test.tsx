import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { listAnswer, scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';
import { mockApi, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { toClientUser } from '@lifeguard/shared/session/user';
import type { ServerIntegration } from '../../features/integrations/api/integration';
import { DarkwebIntegrationPage } from '../darkweb-integration-page';

const LIST = 'GET /integrations/api/integrations/';
const SCANS = 'GET /dehashed/api/scans/';
const ann = toClientUser({ id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });

const darkweb = (overrides: Partial<ServerIntegration> = {}): ServerIntegration => ({
  id: 11,
  type: 'darkweb',
  provider: 'dehashed',
  is_active: false,
  is_configured: false,
  health_status: 'unknown',
  last_synced_at: null,
  created_at: '2025-03-01T09:00:00Z',
  ...overrides,
});
const activeDarkweb = darkweb({ is_active: true, is_configured: true, health_status: 'healthy' });
const exposedScan = scanFixture({
  total_results: 7,
  databases: ['LinkedIn', 'Adobe'],
  passwords_found: ['x'],
  emails_found: ['ann@example.com'],
});

function renderPage(handlers: Record<string, MockHandler | [number, unknown]>) {
  const requests = mockApi(handlers);
  const view = renderWithProviders(<DarkwebIntegrationPage />, {
    route: '/integrations/darkweb',
    preloadedState: { session: { user: ann } },
  });
  return { ...view, requests };
}

const statusPanel = () => screen.getByRole('region', { name: 'Monitoring status' });
const latestScanPanel = () => screen.getByRole('region', { name: 'Latest scan' });

describe('/integrations/darkweb (spec 001 §2, §4 dark web setup, §8)', () => {
  it('asks a user without a scan to complete one, and links to the scan', async () => {
    renderPage({ [LIST]: [200, listAnswer([darkweb()])], [SCANS]: [200, listAnswer([])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Dark Web Monitoring' })).toBeInTheDocument();
    expect(
      await within(statusPanel()).findByText('Please complete a dark web scan to activate monitoring.'),
    ).toBeInTheDocument();
    expect(statusPanel()).toHaveTextContent('Status: Inactive');
    expect(latestScanPanel()).toHaveTextContent("You haven't run a dark web scan yet.");
    expect(screen.getByRole('link', { name: 'Run a dark web scan' })).toHaveAttribute(
      'href',
      '/dark-web-scan',
    );
    expect(screen.queryByRole('button', { name: 'Activate monitoring' })).not.toBeInTheDocument();
  });

  it('activates an inactive integration once a scan exists, and shows the latest scan', async () => {
    let integration = darkweb();
    const view = renderPage({
      [LIST]: () => [200, listAnswer([integration])],
      [SCANS]: [200, listAnswer([exposedScan])],
      'GET /integrations/api/integrations/check_darkweb_status/': [200, { has_scan_results: true }],
      'PATCH /integrations/api/integrations/11/': ({ body }) => {
        integration = { ...integration, ...(body as Partial<ServerIntegration>) };
        return [200, integration];
      },
    });
    const latest = latestScanPanel();
    expect(
      await within(latest).findByRole('heading', { name: 'Your information was found in 2 places so far' }),
    ).toBeInTheDocument();
    expect(latest).toHaveTextContent('Risk level: medium');
    expect(within(latest).getByRole('list', { name: 'Scan results' })).toHaveTextContent(
      '7 results' + '2 breach sources' + '1 passwords exposed' + '1 emails found',
    );
    expect(latest).toHaveTextContent('Found in: LinkedIn, Adobe');

    await view.user.click(await within(statusPanel()).findByRole('button', { name: 'Activate monitoring' }));
    expect(await within(statusPanel()).findByText(/Monitoring is on/)).toBeInTheDocument();
    expect(statusPanel()).toHaveTextContent('Status: Active');
    const patch = view.requests.find(({ method }) => method === 'PATCH');
    expect(patch?.body).toEqual({ is_configured: true, is_active: true, health_status: 'healthy' });
  });

  it('shows an active integration as on, with nothing to activate', async () => {
    renderPage({ [LIST]: [200, listAnswer([activeDarkweb])], [SCANS]: [200, listAnswer([exposedScan])] });
    expect(await within(statusPanel()).findByText(/Monitoring is on/)).toBeInTheDocument();
    expect(statusPanel()).toHaveTextContent('Status: Active');
    expect(screen.queryByRole('button', { name: 'Activate monitoring' })).not.toBeInTheDocument();
  });

  it('says why the status and the scans could not load, with Try Again', async () => {
    let failing = true;
    const view = renderPage({
      [LIST]: () =>
        failing
          ? [
              500,
              { status: 'error', errors: [{ message: 'The server is unavailable.', code: 'server_error' }] },
            ]
          : [200, listAnswer([activeDarkweb])],
      [SCANS]: () => (failing ? [500, {}] : [200, listAnswer([exposedScan])]),
    });
    const status = await within(statusPanel()).findByRole('alert');
    expect(status).toHaveTextContent('Failed to load integrations' + 'The server is unavailable.');
    expect(await within(latestScanPanel()).findByRole('alert')).toHaveTextContent(
      'Failed to load scan history.' + 'Please try again.',
    );

    failing = false;
    await view.user.click(within(status).getByRole('button', { name: 'Try Again' }));
    expect(await within(statusPanel()).findByText(/Monitoring is on/)).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { toClientUser, type ServerUser } from '@lifeguard/shared/session/user';
import { listAnswer, scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { activeFixture, defaultIntegrations, integrationFixture } from '../../testing/integration-fixtures';
import { integrationsServer, requestsTo } from '../../testing/integrations-server';
import { routes } from '../../routes';
import { DashboardPage } from '../dashboard-page';

const DAY = 24 * 60 * 60 * 1000;
const joinedAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
const ann: ServerUser = { id: 1, email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' };
const LIST = '/integrations/api/integrations/';

function renderPage(user: ServerUser, { strict = false } = {}) {
  const page = strict ? (
    <StrictMode>
      <DashboardPage />
    </StrictMode>
  ) : (
    <DashboardPage />
  );
  return renderWithProviders(page, {
    route: '/dashboard',
    preloadedState: { session: { user: toClientUser(user) } },
  });
}

const headline = () => screen.findByRole('heading', { level: 1 });
const quickSetup = () => screen.findByRole('region', { name: 'Finish setting up your protection' });

describe('dashboard page (spec 001 §2, §4)', () => {
  it('is the remote route named dashboard at /dashboard', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toContainEqual({
      id: 'dashboard',
      path: '/dashboard',
    });
  });

  it('creates the default integrations once for a new user, who sees welcome_new and the quick-setup list', async () => {
    const { requests } = integrationsServer([]);
    renderPage({ ...ann, date_joined: joinedAgo(DAY / 2) }, { strict: true });
    expect(screen.getByText('Loading your protections...')).toBeInTheDocument();
    expect(await headline()).toHaveTextContent('Welcome to Lifeguard, Ann!');

    const created = requestsTo(requests, 'POST', LIST).map((r) => r.body);
    expect(created).toEqual([
      { type: 'darkweb', provider: 'dehashed', is_active: false, is_configured: false },
      { type: 'chrome', provider: 'chrome', is_active: false, is_configured: false },
      { type: 'email', provider: 'google', is_active: false, is_configured: false },
      { type: 'phone', provider: 'twilio', is_active: false, is_configured: false },
    ]);
    const list = within(await quickSetup());
    expect(list.getByRole('heading', { name: 'Dark Web Monitoring' })).toBeInTheDocument();
    expect(list.getByText('Blocks dangerous websites in real time.')).toBeInTheDocument();
    expect(list.getAllByRole('button', { name: /^Set up / })).toHaveLength(4);
    expect(list.getByRole('progressbar', { name: 'Protection progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('region', { name: 'New to Lifeguard?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your protection' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Activity' })).toBeInTheDocument();
  });

  it('points a new user who already has a scan at its results in the welcome banner (issue 15)', async () => {
    localStorage.setItem('firstTimeScanSummaryDismissed', 'true');
    integrationsServer([], {
      extra: { 'GET /dehashed/api/scans/': () => [200, listAnswer([scanFixture({ total_results: 3 })])] },
    });
    renderPage({ ...ann, date_joined: joinedAgo(DAY / 2) });
    const banner = within(await screen.findByRole('region', { name: 'New to Lifeguard?' }));
    expect(await banner.findByRole('link', { name: 'Review your scan results' })).toBeInTheDocument();
    expect(banner.getByText(/found your details in 3 breach records/)).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Run a dark web scan' })).not.toBeInTheDocument();
  });

  it('creates only the missing defaults when the server already made one', async () => {
    const { requests } = integrationsServer([activeFixture('darkweb')]);
    renderPage({ ...ann, date_joined: joinedAgo(90 * DAY) });
    await quickSetup();
    expect(requestsTo(requests, 'POST', LIST).map((r) => (r.body as { type: string }).type)).toEqual([
      'chrome',
      'email',
      'phone',
    ]);
  });

  it('takes a default another tab created first (400 already_exists) as created', async () => {
    let listed = 0;
    const { requests } = integrationsServer(defaultIntegrations(), {
      extra: { [`GET ${LIST}`]: () => [200, listAnswer((listed += 1) === 1 ? [] : defaultIntegrations())] },
    });
    renderPage({ ...ann, date_joined: joinedAgo(90 * DAY) });
    expect(within(await quickSetup()).getAllByRole('button', { name: /^Set up / })).toHaveLength(4);
    expect(requestsTo(requests, 'POST', LIST)).toHaveLength(4);
    expect(screen.queryByText('We encountered a problem')).not.toBeInTheDocument();
  });

  it('checks the status of each incomplete integration at once', async () => {
    const { requests } = integrationsServer([activeFixture('darkweb'), ...defaultIntegrations().slice(1)]);
    renderPage({ ...ann, date_joined: joinedAgo(90 * DAY) });
    await quickSetup();
    await waitFor(() =>
      expect(requests.filter((r) => r.path.endsWith('/check_status/')).map((r) => r.path)).toEqual([
        `${LIST}2/check_status/`,
        `${LIST}3/check_status/`,
        `${LIST}4/check_status/`,
      ]),
    );
  });

  it('tells a first-time user with setup to finish that they are almost there', async () => {
    integrationsServer(defaultIntegrations());
    renderPage({ ...ann, date_joined: joinedAgo(10 * DAY) });
    expect(await headline()).toHaveTextContent('Almost there, Ann!');
  });

  it('invites a longer-standing user without a scan to check their security, by email name', async () => {
    integrationsServer(defaultIntegrations());
    renderPage({ ...ann, first_name: '', date_joined: joinedAgo(90 * DAY) });
    expect(await headline()).toHaveTextContent('Ready to check your security, Ann?');
  });

  it('shows the status bar and a full ring once everything is set up, and celebrates once', async () => {
    const all = (['darkweb', 'chrome', 'email', 'phone'] as const).map(activeFixture);
    integrationsServer(all, {
      extra: { 'GET /dehashed/api/scans/': () => [200, listAnswer([scanFixture()])] },
    });
    const { unmount } = renderPage({ ...ann, date_joined: joinedAgo(90 * DAY) });
    const bar = within(await screen.findByRole('region', { name: 'Your protection' }));
    expect(bar.getAllByText('Active')).toHaveLength(4);
    expect(bar.getByRole('img', { name: 'Protection score 100%' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Finish setting up your protection' }),
    ).not.toBeInTheDocument();
    expect(await headline()).toHaveTextContent(/^Good (morning|afternoon|evening), Ann$/);
    expect(await screen.findByRole('dialog', { name: "You're fully protected!" })).toBeInTheDocument();
    expect(localStorage.getItem('integrationsCelebrationShown')).toBe('true');
    unmount();

    renderPage({ ...ann, date_joined: joinedAgo(90 * DAY) });
    await screen.findByRole('region', { name: 'Your protection' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('labels each tile by the §4 rule and scores the active weight', async () => {
    integrationsServer([
      activeFixture('darkweb'),
      integrationFixture('chrome', { is_configured: true, is_active: true, health_status: 'warning' }),
      integrationFixture('email', { is_configured: true, is_active: false }),
      integrationFixture('phone', { is_configured: true, is_active: true, health_status: 'error' }),
    ]);
    renderPage({ ...ann, date_joined: joinedAgo(90 * DAY) });
    const tiles = within(await screen.findByRole('list', { name: 'Integrations' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Dark Web MonitoringActive',
      'Web ProtectionWarning',
      'Email ProtectionInactive',
      'Phone ProtectionError',
    ]);
    expect(screen.getByRole('img', { name: 'Protection score 75%' })).toBeInTheDocument();
  });

  it('shows the developer tools to superusers only', async () => {
    integrationsServer(defaultIntegrations());
    const { unmount } = renderPage({ ...ann, is_superuser: true, date_joined: joinedAgo(90 * DAY) });
    expect(await screen.findByRole('region', { name: 'Developer tools' })).toBeInTheDocument();
    unmount();
    renderPage({ ...ann, date_joined: joinedAgo(90 * DAY) });
    await headline();
    expect(screen.queryByRole('region', { name: 'Developer tools' })).not.toBeInTheDocument();
  });
});

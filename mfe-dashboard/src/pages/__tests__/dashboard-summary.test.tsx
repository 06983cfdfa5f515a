import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';
import { toClientUser } from '@lifeguard/shared/session/user';
import { listAnswer, scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';
import type { MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { trackedEventNames } from '../../testing/fixtures';
import { defaultIntegrations } from '../../testing/integration-fixtures';
import { integrationsServer, requestsTo } from '../../testing/integrations-server';
import { DashboardPage } from '../dashboard-page';

const DAY = 24 * 60 * 60 * 1000;
const SCANS = '/dehashed/api/scans/';

const exposed = scanFixture({
  total_results: 3,
  databases: ['LinkedIn', 'Adobe'],
  passwords_found: ['hunter2'],
  consolidated_data: {
    ...scanFixture().consolidated_data,
    email: ['ann.lee@example.com'],
    name: ['Ann Lee'],
    phone: ['+1 555 123 4567'],
    address: ['12 Oak St, Springfield'],
  },
});

function renderDashboard({
  joinedDaysAgo = 5,
  scans = [exposed] as DarkWebScan[],
  scansHandler,
}: { joinedDaysAgo?: number; scans?: DarkWebScan[]; scansHandler?: MockHandler } = {}) {
  const server = integrationsServer(defaultIntegrations(), {
    extra: { [`GET ${SCANS}`]: scansHandler ?? (() => [200, listAnswer(scans)]) },
  });
  const user = toClientUser({
    id: 1,
    email: 'ann@example.com',
    first_name: 'Ann',
    last_name: 'Lee',
    date_joined: new Date(Date.now() - joinedDaysAgo * DAY).toISOString(),
  });
  const rendered = renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    preloadedState: { session: { user } },
  });
  return { ...rendered, ...server };
}

const summaryRegion = (name: RegExp | string) => screen.findByRole('region', { name });

describe('first-time dark web summary on the dashboard (spec 001 §4, §9)', () => {
  it('takes the stage for a first-time user with a scan and setup to do', async () => {
    const { requests } = renderDashboard();
    const summary = within(await summaryRegion('Your information was found in 2 places so far'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Great start, Ann! Let's keep going");
    expect(summary.getByRole('list', { name: 'Breach sources' })).toHaveTextContent('LinkedInAdobe');
    expect(summary.getByRole('list', { name: 'Exposed information' })).toHaveTextContent(
      'A. L.ann***@example.com***-***-4567+1 more',
    );
    expect(summary.getByText('1 of your passwords was exposed.')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Finish setting up your protection' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your protection' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
    expect(await trackedEventNames(requests)).toContain('first-time summary viewed');
  });

  it("'Get Protected' records the entry point, dismisses it, and the dashboard continues with setup", async () => {
    const { user, requests } = renderDashboard();
    const summary = await summaryRegion(/places so far/);
    await user.click(within(summary).getByRole('button', { name: 'Get Protected' }));
    expect(localStorage.getItem('setupFlowEntryPoint')).toBe('first_time_summary');
    expect(localStorage.getItem('firstTimeScanSummaryDismissed')).toBe('true');
    expect(localStorage.getItem('firstTimeScanSummaryDismissedReason')).toBe('continue_setup');
    expect(Number.isNaN(Date.parse(localStorage.getItem('firstTimeScanSummaryDismissedDate') ?? ''))).toBe(
      false,
    );
    expect(screen.queryByRole('region', { name: /places so far/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Finish setting up your protection' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Welcome, Ann! Let's get you protected",
    );
    expect(await trackedEventNames(requests)).toContain('first-time summary continue clicked');
  });

  it('closing it dismisses it manually', async () => {
    const { user, requests } = renderDashboard();
    const summary = await summaryRegion(/places so far/);
    await user.click(within(summary).getByRole('button', { name: 'Dismiss scan summary' }));
    expect(localStorage.getItem('firstTimeScanSummaryDismissedReason')).toBe('manual');
    expect(screen.getByRole('region', { name: 'Finish setting up your protection' })).toBeInTheDocument();
    expect(await trackedEventNames(requests)).toContain('first-time summary dismissed');
  });

  it('greets a critical exposure (above 15 results) with the critical headline', async () => {
    const sources = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];
    const { user } = renderDashboard({ scans: [{ ...exposed, total_results: 16, databases: sources }] });
    const summary = within(await summaryRegion('Your information was found in at least 11 places'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Good news, Ann - we're here to help",
    );
    expect(
      within(summary.getByRole('list', { name: 'Breach sources' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    await user.click(summary.getByRole('button', { name: 'Show more (5)' }));
    expect(
      within(summary.getByRole('list', { name: 'Breach sources' })).getAllByRole('listitem'),
    ).toHaveLength(11);
  });

  it.each([
    ['for a user past 30 days', { joinedDaysAgo: 31 }],
    ['before the first scan', { scans: [] }],
  ])('does not show %s', async (_case, options) => {
    renderDashboard(options);
    expect(
      await screen.findByRole('region', { name: 'Finish setting up your protection' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Your information was found/ })).not.toBeInTheDocument();
  });

  it('does not come back once dismissed', async () => {
    localStorage.setItem('firstTimeScanSummaryDismissed', 'true');
    renderDashboard();
    await screen.findByRole('region', { name: 'Finish setting up your protection' });
    expect(screen.queryByRole('region', { name: /places so far/ })).not.toBeInTheDocument();
  });

  it('shows for anyone with a scan when the developer tools force it', async () => {
    localStorage.setItem('devToggleFirstTimeSummary', 'true');
    renderDashboard({ joinedDaysAgo: 400 });
    expect(await summaryRegion(/places so far/)).toBeInTheDocument();
  });

  it('offers Try Again when the scans cannot be loaded, fetching scans and integrations together', async () => {
    let up = false;
    const { user, requests } = renderDashboard({
      scansHandler: () => (up ? [200, listAnswer([exposed])] : [500, { detail: 'Down' }]),
    });
    const failure = await screen.findByRole('alert', {});
    expect(failure).toHaveTextContent('Unable to load your scan results');
    const before = requestsTo(requests, 'GET', '/integrations/api/integrations/').length;
    up = true;
    await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
    expect(await summaryRegion(/places so far/)).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(requests, 'GET', '/integrations/api/integrations/').length).toBeGreaterThan(before),
    );
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ProjectDashboard } from '@lifeguard/contracts/schemas/admin';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { ProjectDashboardPage } from '../../../pages/project-dashboard-page';
import type { ChartCanvasProps } from '../components/chart-canvas';
import { plainUser, superuser } from '../../../testing/admin-fixtures';

// jsdom has no canvas: the chart stands in as what it was given.
const drawn: ChartCanvasProps[] = [];
jest.mock('../components/chart-canvas', () => ({
  ChartCanvas: (props: ChartCanvasProps) => {
    drawn.push(props);
    return <p data-testid="chart">{props.summary}</p>;
  },
}));

/** 30 days from 2025-03-01, with `count(i)` on day i. */
const days = (count: (index: number) => number) =>
  Array.from({ length: 30 }, (_, index) => ({
    date: `2025-03-${String(index + 1).padStart(2, '0')}`,
    count: count(index),
  }));

const dashboard: ProjectDashboard = {
  totals: { users: 1234, families: 900, scans: 57, threats: 311, integrations: 42 },
  signups_per_day: days((index) => (index === 29 ? 7 : 1)),
  scans_per_day: days((index) => index % 3),
  threats_by_type: [
    { type: 'breach', count: 4 },
    { type: 'phishing', count: 9 },
  ],
  recent_users: [
    {
      id: 9,
      email: 'new@example.com',
      display_name: 'New Person',
      is_superuser: false,
      date_joined: '2025-03-30T09:00:00.000Z',
    },
  ],
};

function renderPage(user = superuser) {
  return renderWithProviders(<ProjectDashboardPage />, {
    route: '/project-dashboard',
    preloadedState: { session: { user } },
  });
}

describe('Project Dashboard (issue 13, spec 001 §6)', () => {
  it("tells a non-superuser they don't have access, and calls nothing", () => {
    const requests = mockApi({ 'GET /api/admin/dashboard/': [200, dashboard] });
    renderPage(plainUser);
    expect(screen.getByRole('heading', { name: 'Project Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have access to this page.");
    expect(requests).toEqual([]);
  });

  it("shows the server's 403 the same way", async () => {
    mockApi({
      'GET /api/admin/dashboard/': [
        403,
        { status: 'error', errors: [{ message: 'Forbidden', code: 'forbidden', param: 'general' }] },
      ],
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have access to this page.");
  });

  it('renders the totals, passes the 30-day series to the charts, and lists recent users', async () => {
    drawn.length = 0;
    mockApi({ 'GET /api/admin/dashboard/': [200, dashboard] });
    renderPage();
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([`${(1234).toLocaleString()}Users`, '900Families', '57Scans', '311Threats', '42Integrations']);

    expect(await screen.findAllByTestId('chart')).toHaveLength(3);
    const [signups, scans, threats] = drawn.slice(-3);
    expect(signups).toMatchObject({ kind: 'line', valueLabel: 'Sign-ups' });
    expect(signups?.series.values).toEqual(dashboard.signups_per_day.map(({ count }) => count));
    expect(signups?.series.labels).toHaveLength(30);
    expect(signups?.summary).toMatch(
      /^Sign-ups per day over the last 30 days: 36 in total, most on .* \(7\)\.$/,
    );
    expect(scans?.series.values).toEqual(dashboard.scans_per_day.map(({ count }) => count));
    expect(threats).toMatchObject({
      kind: 'bar',
      series: { labels: ['Phishing', 'Breach'], values: [9, 4] },
      summary: 'Threats by type: Phishing 9, Breach 4.',
    });

    // Each chart's text alternative: a table of its data.
    const table = screen.getByRole('table', { name: 'Threats by type' });
    expect(within(table).getByRole('row', { name: 'Phishing 9' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Sign-ups per day' })).getAllByRole('row')).toHaveLength(
      31,
    );
    expect(screen.getByRole('figure', { name: 'Scans per day' })).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent users' });
    const row = within(recent).getByRole('row', { name: /new@example\.com/ });
    expect(row).toHaveTextContent('New Person');
    expect(within(row).getByText(/2025/)).toHaveAttribute('datetime', '2025-03-30T09:00:00.000Z');
    expect(within(row).getByRole('link', { name: 'new@example.com' })).toHaveAttribute(
      'href',
      '/support?search=new%40example.com',
    );

    // jsdom computes no colours, so contrast is left to the browser suites; the landmarks
    // (main, header) are the shell frame's, not drawn here.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('offers Try Again when the dashboard fails to load', async () => {
    let calls = 0;
    mockApi({ 'GET /api/admin/dashboard/': () => (calls++ === 0 ? [500, {}] : [200, dashboard]) });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load the Project Dashboard.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Totals' })).toBeInTheDocument();
  });
});

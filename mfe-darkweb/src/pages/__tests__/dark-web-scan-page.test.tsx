import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { listAnswer, scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';
import { routes } from '../../routes';
import { renderScanPage } from '../../testing/render-scan-page';

const SCANS = 'GET /dehashed/api/scans/';

describe('dark web scan screen (spec 001 §2, §8 scan page)', () => {
  it('is the remote route named dark-web-scan at /dark-web-scan', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toEqual([
      { id: 'dark-web-scan', path: '/dark-web-scan' },
    ]);
  });

  it("shows placeholders while the scans load, as page content for the shell's page layout", async () => {
    renderScanPage({ [SCANS]: () => new Promise(() => undefined) });
    expect(screen.getByRole('heading', { level: 1, name: 'Dark Web Scan' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading scan history...');
    // The frame (header, footer, the way home) is the shell's (spec 001 §2 Layout).
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there is no scan yet', async () => {
    renderScanPage({ [SCANS]: [200, listAnswer([])] });
    const history = await screen.findByRole('region', { name: 'Scan history' });
    expect(within(history).getByText('No scan history found')).toBeInTheDocument();
    expect(within(history).getByText("You haven't performed any dark web scans yet.")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest scan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the scan history failed to load, and Retry loads it', async () => {
    let answers: [number, unknown][] = [[500, { status: 'error', errors: [] }]];
    const { user } = renderScanPage({
      [SCANS]: () => answers.shift() ?? [200, listAnswer([scanFixture({ total_results: 2 })])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading scan results');
    expect(alert).toHaveTextContent('Failed to load scan history. Please try again.');
    answers = [];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Scan history' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { track } from '@lifeguard/shared/analytics/track';
import { listAnswer, scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';
import { renderScanPage } from '../../../testing/render-scan-page';

jest.mock('@lifeguard/shared/analytics/track', () => ({ track: jest.fn() }));

const SEARCH = 'POST /dehashed/api/search/';
const SCANS = 'GET /dehashed/api/scans/';
const scanFailed = {
  status: 'error',
  errors: [{ message: 'Failed to perform scan. Please try again.', code: 'provider_error' }],
};

/** A handler whose answer the test gives later, through `answer`. */
function deferred() {
  let answer: (value: [number, unknown]) => void = () => undefined;
  const handler = () => new Promise<[number, unknown]>((resolve) => (answer = resolve));
  return { handler, answer: (value: [number, unknown]) => answer(value) };
}

describe('Start New Scan (spec 001 §2, §4 dark web scan, §8 scan)', () => {
  it('blocks the page with the overlay while the scan runs, then shows the new scan', async () => {
    const search = deferred();
    let scans = [scanFixture({ id: 1, total_results: 0 })];
    const { user, requests } = renderScanPage({
      [SCANS]: () => [200, listAnswer(scans)],
      [SEARCH]: search.handler,
    });
    const start = await screen.findByRole('button', { name: 'Start New Scan' });
    await user.click(start);

    const overlay = screen.getByRole('dialog', { name: 'Scanning the Dark Web' });
    expect(overlay).toHaveAttribute('aria-modal', 'true');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toHaveAccessibleDescription(
      'Please wait while we search for your information in data breaches...',
    );
    expect(overlay).toHaveFocus();
    await user.tab();
    expect(overlay).toHaveFocus();
    expect(start.closest('[inert]')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Dark Web Scan', hidden: true }),
    );

    scans = [scanFixture({ id: 2, total_results: 20, created_at: '2025-04-01T10:00:00Z' }), ...scans];
    await act(async () => search.answer([200, scans[0]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const latest = await screen.findByRole('region', { name: 'Latest scan' });
    await waitFor(() => expect(latest).toHaveTextContent('High risk'));
    expect(start).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/dehashed/api/search/', body: { save_results: true } }),
    ]);
    expect(requests.filter((r) => r.path === '/dehashed/api/scans/')).toHaveLength(2);
    expect(jest.mocked(track).mock.calls).toEqual([
      ['dark web scan started'],
      ['dark web scan completed', { total_results: 20 }],
    ]);
  });

  it('ignores Start New Scan while a scan runs: no second request', async () => {
    const search = deferred();
    const { user, requests } = renderScanPage({
      [SCANS]: [200, listAnswer([])],
      [SEARCH]: search.handler,
    });
    const start = await screen.findByRole('button', { name: 'Start New Scan' });
    fireEvent.click(start);
    fireEvent.click(start);
    await user.click(start);
    await act(async () => search.answer([200, scanFixture()]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says the scan failed, and Retry runs it again', async () => {
    let answers: [number, unknown][] = [[502, scanFailed]];
    const { user, requests } = renderScanPage({
      [SCANS]: [200, listAnswer([])],
      [SEARCH]: () => answers.shift() ?? [200, scanFixture({ id: 9, total_results: 3 })],
    });
    await user.click(await screen.findByRole('button', { name: 'Start New Scan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to perform scan. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(jest.mocked(track)).toHaveBeenLastCalledWith('dark web scan failed', { code: 'provider_error' });

    answers = [];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(jest.mocked(track)).toHaveBeenLastCalledWith('dark web scan completed', { total_results: 3 });
  });

  it("a provider failure shows 'Failed to perform scan. Please try again.' and Retry works", async () => {
    // The server's 502 for a provider failure (api darkweb/routes.ts `scanFailed`), then a scan.
    const providerDown = {
      status: 'error',
      errors: [{ message: 'Failed to perform scan. Please try again.', code: 'provider_unavailable' }],
    };
    const scans = [
      scanFixture({ id: 2, created_at: '2025-03-01T10:00:00Z', total_results: 8 }),
      scanFixture({ id: 1, created_at: '2025-02-01T10:00:00Z', total_results: 0 }),
    ];
    let searches = 0;
    const { user } = renderScanPage({
      [SCANS]: () => [200, listAnswer(scans)],
      [SEARCH]: () => {
        searches += 1;
        if (searches === 1) return [502, providerDown];
        const scan = scanFixture({ id: 3, created_at: '2025-04-01T10:00:00Z', total_results: 12 });
        scans.unshift(scan);
        return [200, scan];
      },
    });
    expect(await screen.findByRole('heading', { name: 'Latest scan' })).toBeInTheDocument();
    const rows = () => screen.queryAllByRole('button', { name: /^Details of the scan of / });
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Start New Scan' }));
    expect(await screen.findByText('Failed to perform scan. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByText('Failed to perform scan. Please try again.')).not.toBeInTheDocument();
    expect(searches).toBe(2);
  });

  it("adds the server's reason when it says more, such as the scan rate limit", async () => {
    const tooMany = {
      status: 'error',
      errors: [{ message: 'Too many scans. Please wait a minute and try again.' }],
    };
    const { user } = renderScanPage({ [SCANS]: [200, listAnswer([])], [SEARCH]: [429, tooMany] });
    await user.click(await screen.findByRole('button', { name: 'Start New Scan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to perform scan. Please try again.');
    expect(alert).toHaveTextContent('Too many scans. Please wait a minute and try again.');
  });
});

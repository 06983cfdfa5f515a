import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { entryFixture, listAnswer, scanFixture } from '@lifeguard/shared/testing/darkweb-fixtures';
import { formatScanDate } from '../../../lib/format-date';
import { renderScanPage } from '../../../testing/render-scan-page';

const SCANS = 'GET /dehashed/api/scans/';
const ENTRIES = 'GET /dehashed/api/entries/';
const newest = scanFixture({
  id: 12,
  created_at: '2025-04-01T10:00:00Z',
  total_results: 3,
  databases: ['LinkedIn', 'Adobe'],
  passwords_found: ['hunter2'],
  consolidated_data: {
    ...scanFixture().consolidated_data,
    email: ['ann@example.com'],
    address: ['123 Main St, Springfield'],
    dob: ['1985-03-12'],
  },
});
const older = scanFixture({
  id: 7,
  created_at: '2025-01-15T09:30:00Z',
  total_results: 40,
  databases: ['Adobe'],
});
const linkedIn = entryFixture({
  id: 1,
  scan_id: 7,
  database_name: 'LinkedIn',
  email: 'ann@example.com',
  password: 'hunter2',
  raw_data: '{"dob": "1985-03-12", "city": "Springfield"}',
});

const rowOf = (scan: typeof older) =>
  screen.getByRole('button', { name: `Details of the scan of ${formatScanDate(scan.created_at)}` });

/** Entries answered per scan_id from `byScan`; each request's scan_id recorded in `asked`. */
function entriesFor(byScan: Record<string, [number, unknown]>, asked: string[] = []) {
  return ({ url }: { url: URL }) => {
    const scanId = url.searchParams.get('scan_id') ?? '';
    asked.push(scanId);
    return byScan[scanId] ?? [200, listAnswer([])];
  };
}

describe('scan history (spec 001 §2 dark web scan screen, §4, §8, §9)', () => {
  it('lists the scans newest first with date, results, risk and databases', async () => {
    renderScanPage({ [SCANS]: [200, listAnswer([newest, older])] });
    const table = await screen.findByRole('table', { name: 'Scan history' });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => !row.hidden)
      .map((row) => row.textContent);
    expect(rows[0]).toBe('DateResultsRiskDatabasesActions');
    expect(rows[1]).toBe(`${formatScanDate(newest.created_at)}3Low risk2Details`);
    expect(rows.at(-1)).toBe(`${formatScanDate(older.created_at)}40Critical risk1Details`);
  });

  it('loads the breach entries when a row is expanded, and shows them in a scrolling panel', async () => {
    const asked: string[] = [];
    const { user } = renderScanPage({
      [SCANS]: [200, listAnswer([newest, older])],
      [ENTRIES]: entriesFor({ '7': [200, listAnswer([linkedIn])] }, asked),
    });
    const toggle = await waitFor(() => rowOf(older));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', {
      name: `Breach entries of the scan of ${formatScanDate(older.created_at)}`,
    });
    expect(panel).toHaveStyle({ maxHeight: '15rem', overflowY: 'auto' });
    const entry = within(panel).getByRole('article', { name: 'Breach entry from LinkedIn' });
    expect(entry).toHaveTextContent('Emailann@example.com');
    expect(entry).toHaveTextContent('Raw data');
    expect(entry).toHaveTextContent('citySpringfield');
    expect(entry).not.toHaveTextContent('hunter2');
    expect(entry).not.toHaveTextContent('1985-03-12');
    expect(asked).toEqual(['7']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('region', { name: /Breach entries of/ })).toBeInTheDocument();
    expect(asked).toEqual(['7']);
  });

  it('opens the newest scan with its details, its entries loaded through Load Breach Entries', async () => {
    const asked: string[] = [];
    const { user } = renderScanPage({
      [SCANS]: [200, listAnswer([newest, older])],
      [ENTRIES]: entriesFor({ '12': [200, listAnswer([{ ...linkedIn, scan_id: 12 }])] }, asked),
    });
    const toggle = await waitFor(() => rowOf(newest));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(details).toHaveTextContent('Breach sources' + 'LinkedIn, Adobe');
    expect(details).toHaveTextContent('Emails' + 'ann@example.com');
    expect(details).toHaveTextContent('*** Main St, Springfield');
    expect(details).toHaveTextContent('Date of birth' + '1985');
    expect(details).not.toHaveTextContent('hunter2');
    expect(within(details).getByText('No breach entries loaded for this scan')).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.click(within(details).getByRole('button', { name: 'Load Breach Entries' }));
    expect(
      await within(details).findByRole('article', { name: 'Breach entry from LinkedIn' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['12']);
  });

  it('reveals one masked value on request, and hides it again', async () => {
    const { user } = renderScanPage({
      [SCANS]: [200, listAnswer([older])],
      [ENTRIES]: [200, listAnswer([linkedIn])],
    });
    await user.click(await screen.findByRole('button', { name: 'Load Breach Entries' }));
    const entry = await screen.findByRole('article', { name: 'Breach entry from LinkedIn' });
    const show = within(entry).getByRole('button', { name: 'Show password for LinkedIn' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    expect(entry).toHaveTextContent('Password••••••••Show');

    await user.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(entry).toHaveTextContent('Passwordhunter2Hide');
    expect(entry).toHaveTextContent('dob1985Show');

    await user.click(show);
    expect(entry).not.toHaveTextContent('hunter2');
  });

  it('says when a scan has no detailed breach data', async () => {
    const { user } = renderScanPage({
      [SCANS]: [200, listAnswer([older])],
      [ENTRIES]: [200, listAnswer([])],
    });
    await user.click(await screen.findByRole('button', { name: 'Load Breach Entries' }));
    expect(await screen.findByText('No detailed breach data available for this scan')).toBeInTheDocument();
  });

  it('fetches nothing for a scan that found nothing', async () => {
    const clean = scanFixture({ id: 3, total_results: 0 });
    const { requests } = renderScanPage({ [SCANS]: [200, listAnswer([clean])] });
    expect(await screen.findByText('No detailed breach data available for this scan')).toBeInTheDocument();
    expect(screen.getByText('Nothing of yours was found.')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/dehashed/api/entries/')).toHaveLength(0);
  });

  it('says when the breach data failed to load, and Retry loads it', async () => {
    let answers: [number, unknown][] = [[500, { status: 'error', errors: [] }]];
    const { user } = renderScanPage({
      [SCANS]: [200, listAnswer([older])],
      [ENTRIES]: () => answers.shift() ?? [200, listAnswer([linkedIn])],
    });
    await user.click(await screen.findByRole('button', { name: 'Load Breach Entries' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load breach data. Please try again.',
    );
    answers = [];
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Breach entry from LinkedIn' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links each scan to its admin page for superusers only', async () => {
    const { unmount } = renderScanPage({ [SCANS]: [200, listAnswer([newest, older])] }, { superuser: true });
    const admin = await screen.findByRole('link', {
      name: `Admin page of the scan of ${formatScanDate(older.created_at)}`,
    });
    expect(admin).toHaveAttribute('href', '/admin/scans/7');
    unmount();

    renderScanPage({ [SCANS]: [200, listAnswer([newest, older])] });
    await screen.findByRole('table', { name: 'Scan history' });
    expect(screen.queryByRole('link', { name: /Admin page/ })).not.toBeInTheDocument();
  });
});

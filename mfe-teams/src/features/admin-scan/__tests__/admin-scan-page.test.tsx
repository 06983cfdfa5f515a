import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { AdminScan } from '@lifeguard/contracts/schemas/admin';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { AdminScanPage } from '../../../pages/admin-scan-page';
import { plainUser, superuser } from '../../../testing/admin-fixtures';

const empty = {
  name: [],
  email: [],
  phone: [],
  address: [],
  dob: [],
  license_plate: [],
  hashed_password: [],
  username: [],
  social: [],
};

/** As the server sends it: values masked with contracts/masking, raw_data null. */
const adminScan: AdminScan = {
  owner: {
    id: 2,
    email: 'ann@example.com',
    display_name: 'Ann Lee',
    is_superuser: false,
    date_joined: '2025-01-01T00:00:00.000Z',
  },
  scan: {
    id: 31,
    created_at: '2025-03-01T10:00:00.000Z',
    total_results: 6,
    emails_found: ['ann***@example.com'],
    passwords_found: ['••••••••'],
    usernames_found: ['ann***'],
    databases: ['LinkedIn', 'Adobe'],
    consolidated_data: { ...empty, phone: ['***-***-4567'], address: ['*** Main St, Springfield'] },
    raw_data: null,
  },
  entries_count: 4,
};

function renderPage(id: string, user = superuser) {
  return renderWithProviders(<AdminScanPage />, {
    route: `/admin/scans/${id}`,
    path: '/admin/scans/:id',
    preloadedState: { session: { user } },
  });
}

describe('Scan result (admin) (issue 13, spec 001 §2)', () => {
  it('shows the summary and the masked values found, saying they are masked', async () => {
    const requests = mockApi({ 'GET /api/admin/scans/31/': [200, adminScan] });
    renderPage('31');
    const facts = await screen.findByLabelText('Scan summary');
    expect(facts).toHaveTextContent('OwnerAnn Lee (ann@example.com)');
    expect(facts).toHaveTextContent('Total results6');
    expect(facts).toHaveTextContent('Breach entries stored4');
    expect(facts).toHaveTextContent('SourcesLinkedIn, Adobe');
    expect(within(facts).getByText(/2025/)).toHaveAttribute('datetime', '2025-03-01T10:00:00.000Z');

    const found = screen.getByRole('region', { name: 'Found values' });
    expect(found).toHaveTextContent('Values are masked: this page never shows a breached value in full.');
    const items = (name: string) =>
      within(within(found).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Emails found')).toEqual(['ann***@example.com']);
    expect(items('Passwords found')).toEqual(['••••••••']);
    expect(items('Usernames found')).toEqual(['ann***']);
    expect(items('Phone numbers')).toEqual(['***-***-4567']);
    expect(items('Addresses')).toEqual(['*** Main St, Springfield']);
    expect(within(found).queryByRole('list', { name: 'Names' })).not.toBeInTheDocument();
    expect(requests.map(({ path }) => path)).toEqual(['/api/admin/scans/31/']);

    // jsdom computes no colours, so contrast is left to the browser suites; the landmarks
    // (main, header) are the shell frame's, not drawn here.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it("tells a non-superuser they don't have access, and calls nothing", () => {
    const requests = mockApi({ 'GET /api/admin/scans/31/': [200, adminScan] });
    renderPage('31', plainUser);
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have access to this page.");
    expect(requests).toEqual([]);
  });

  it("shows the server's 403 as no access", async () => {
    mockApi({
      'GET /api/admin/scans/31/': [
        403,
        { status: 'error', errors: [{ message: 'Forbidden', code: 'forbidden', param: 'general' }] },
      ],
    });
    renderPage('31');
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have access to this page.");
  });

  it('says Scan not found. on 404, and for a path that is no scan id', async () => {
    mockApi({
      'GET /api/admin/scans/99/': [
        404,
        { status: 'error', errors: [{ message: 'Not found.', code: 'not_found', param: 'general' }] },
      ],
    });
    const view = renderPage('99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Scan not found.');
    view.unmount();

    const requests = mockApi({});
    renderPage('abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Scan not found.');
    expect(requests).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { SupportRequest } from '@lifeguard/contracts/schemas/support';
import { mockApi, type MockAnswer, type MockHandler } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { AdminSupportRequestsPage } from '../../../pages/admin-support-requests-page';
import { plainUser, superuser } from '../../../testing/admin-fixtures';

const LIST = 'GET /api/admin/support-requests/';

function supportRequest(overrides: Partial<SupportRequest> = {}): SupportRequest {
  return {
    id: 1,
    reference: 'LG-7KQ2M9XD',
    topic: 'threat_question',
    message: 'My Activity timeline says it cannot load my threats.',
    email: 'ann@example.com',
    user_id: 2,
    diagnostics: null,
    status: 'open',
    created_at: '2026-11-27T10:15:00.000Z',
    answered_at: null,
    answered_by: null,
    ...overrides,
  };
}

const page = (results: SupportRequest[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

function renderPage(handlers: Record<string, MockHandler | MockAnswer>, user = superuser) {
  const requests = mockApi(handlers);
  return {
    ...renderWithProviders(<AdminSupportRequestsPage />, {
      route: '/admin/support-requests',
      preloadedState: { session: { user } },
    }),
    requests,
  };
}

const rowOf = (reference: string) => screen.getByRole('row', { name: new RegExp(`^${reference} `) });

describe('Support requests (issue 33 item 2)', () => {
  it("tells a non-superuser they don't have access, and reads nothing", () => {
    const { requests } = renderPage({ [LIST]: [200, page([])] }, plainUser);
    expect(screen.getByRole('heading', { level: 1, name: 'Support requests' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have access to this page.");
    expect(requests).toEqual([]);
  });

  it('lists the requests with reference, time, topic, sender, message and status, and passes axe', async () => {
    const long = `${'The scan never finishes. '.repeat(8)}Please help.`;
    renderPage({
      [LIST]: [
        200,
        page([
          supportRequest(),
          supportRequest({
            id: 2,
            reference: 'LG-0000AAAA',
            topic: 'dark_web_scan',
            message: long,
            user_id: null,
            email: 'visitor@example.com',
            diagnostics: { request_id: 'abc-123', page: '/dark-web-scan' },
            status: 'answered',
            answered_at: '2026-11-27T12:00:00.000Z',
            answered_by: 'root@example.com',
          }),
        ]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Support requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Reference', 'Received', 'Topic', 'From', 'Message', 'Status', 'Actions']);

    const open = within(rowOf('LG-7KQ2M9XD'));
    expect(open.getByText('A threat or alert I received')).toBeInTheDocument();
    expect(open.getByText('ann@example.com')).toBeInTheDocument();
    expect(open.getByText('Signed in')).toBeInTheDocument();
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getByRole('button', { name: 'Mark answered (LG-7KQ2M9XD)' })).toBeInTheDocument();
    expect(open.queryByText('Full message')).not.toBeInTheDocument();

    const answered = within(rowOf('LG-0000AAAA'));
    expect(answered.getByText('Not signed in')).toBeInTheDocument();
    expect(answered.getByText('Answered')).toBeInTheDocument();
    expect(answered.getByText(/root@example\.com,/)).toBeInTheDocument();
    expect(answered.queryByRole('button')).not.toBeInTheDocument();
    expect(answered.getByText(/^The scan never finishes\. .*…$/)).toBeInTheDocument();
    expect(answered.getByText('Full message')).toBeInTheDocument();
    expect(answered.getByRole('list', { name: 'Diagnostic details', hidden: true })).toHaveTextContent(
      'Failed request id: abc-123',
    );

    // jsdom computes no colours; the landmarks are the shell frame's.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });

  it('Mark answered sends it and shows the list again with the request answered', async () => {
    let answered = false;
    const { user, requests } = renderPage({
      [LIST]: () => [
        200,
        page([
          answered
            ? supportRequest({
                status: 'answered',
                answered_at: '2026-11-27T12:00:00.000Z',
                answered_by: 'root@example.com',
              })
            : supportRequest(),
        ]),
      ],
      'POST /api/admin/support-requests/1/answered/': () => {
        answered = true;
        return [200, supportRequest({ status: 'answered' })];
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark answered (LG-7KQ2M9XD)' }));
    expect(await within(rowOf('LG-7KQ2M9XD')).findByText('Answered')).toBeInTheDocument();
    expect(within(rowOf('LG-7KQ2M9XD')).queryByRole('button')).not.toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
    expect(requests.filter(({ path }) => path === '/api/admin/support-requests/')).toHaveLength(2);
  });

  it('filters Open and Answered, and pages through 20 at a time', async () => {
    const asked: string[] = [];
    const { user } = renderPage({
      [LIST]: ({ url }) => {
        asked.push(url.search);
        const status = url.searchParams.get('status');
        if (status === 'answered') return [200, page([])];
        return [200, page([supportRequest({ reference: `LG-PAGE000${url.searchParams.get('page')}` })], 41)];
      },
    });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /^LG-PAGE0002 / })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Answered' }));
    expect(screen.getByRole('button', { name: 'Answered' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No answered requests yet.')).toBeInTheDocument();
    expect(asked).toEqual([
      '?page=1&page_size=20',
      '?page=2&page_size=20',
      '?status=answered&page=1&page_size=20',
    ]);
  });

  it("shows the server's 403 as no access, and another failure with Try Again", async () => {
    const refused = renderPage({
      [LIST]: [403, { status: 'error', errors: [{ message: 'Denied.', code: 'permission_denied' }] }],
    });
    expect(await screen.findByText("You don't have access to this page.")).toBeInTheDocument();
    refused.unmount();

    let answers = 0;
    const { user } = renderPage({
      [LIST]: () => (answers++ === 0 ? [500, {}] : [200, page([supportRequest()])]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load the support requests.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Support requests' })).toBeInTheDocument();
  });
});

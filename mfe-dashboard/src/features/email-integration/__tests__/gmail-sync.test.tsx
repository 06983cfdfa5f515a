import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { track } from '@lifeguard/shared/analytics/track';
import type { GmailSyncProgress } from '@lifeguard/contracts/schemas/email-protection';
import { integrationFixture } from '../../../testing/integration-fixtures';
import { SYNC_POLL_MS } from '../api/get-gmail-sync-progress';
import { googleConsent } from '../utils/google-consent';
import {
  advance,
  BASE,
  callsOf,
  connectedGmail,
  gmailServer,
  PROGRESS,
  renderEmailPage,
  STATUS,
  SYNC,
  syncFixture,
} from './gmail-server';

jest.mock('@lifeguard/shared/analytics/track', () => ({ track: jest.fn() }));

const LIST = `GET ${BASE}`;
const connection = () => screen.getByRole('region', { name: 'Gmail connection' });
const findConnection = () => screen.findByRole('region', { name: 'Gmail connection' });
/** The value of a fact of the status card, by its term. */
const fact = (term: string) => within(connection()).getByText(term).nextElementSibling;

afterEach(() => {
  jest.useRealTimers();
});

describe('a connected Gmail (issue 14; spec 001 §4 status, §7)', () => {
  it('shows the account, the last sync, the health and the threats the last sync found', async () => {
    gmailServer(connectedGmail());
    renderEmailPage();
    expect(await within(await findConnection()).findByText('Status:')).toHaveTextContent('Status: Active');
    expect(fact('Connected account')).toHaveTextContent('ann@gmail.com');
    expect(fact('Last sync')).toHaveTextContent('5 minutes ago');
    // The exact time is the relative one's tooltip, reached by keyboard too (issue 33 item 4).
    const lastSync = within(connection()).getByText('5 minutes ago');
    expect(lastSync).toHaveAttribute('tabindex', '0');
    expect(lastSync).toHaveAccessibleDescription(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(lastSync.getAttribute('datetime') ?? ''),
      ),
    );
    expect(fact('Threats found in the last sync')).toHaveTextContent('2');
    expect(within(connection()).getByRole('button', { name: 'Sync now' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Disconnect Gmail' })).toBeInTheDocument();
  });

  it('shows the progress of a sync, polling every 2 s, and refreshes the status when it completes', async () => {
    jest.useFakeTimers();
    const answers: GmailSyncProgress[] = [
      syncFixture({ status: 'in_progress', processed: 40, total: 120, threats_found: 1, percent: 33 }),
      syncFixture({ status: 'in_progress', processed: 80, total: 120, threats_found: 1, percent: 67 }),
      syncFixture({ status: 'completed', processed: 120, total: 120, threats_found: 3, percent: 100 }),
    ];
    // The status call's sync stands in until the progress call answers.
    const started = syncFixture({
      status: 'in_progress',
      processed: 0,
      total: 120,
      threats_found: 0,
      percent: 0,
    });
    const { requests, state } = gmailServer(connectedGmail({ sync: started, last_sync_at: null }), {
      [PROGRESS]: () => [200, answers.length > 1 ? answers.shift() : answers[0]],
    });
    renderEmailPage('', { fakeTimers: true });

    const bar = await screen.findByRole('progressbar', { name: 'Scanning your mailbox' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '33'));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Scanned 40 of 120 messages');
    expect(connection()).toHaveTextContent('Scanned 40 of 120 messages');
    expect(connection()).toHaveTextContent('1 threat found so far');
    expect(within(connection()).getByRole('button', { name: 'Sync now' })).toBeDisabled();
    expect(fact('Last sync')).toHaveTextContent('Not yet');
    const statusReads = callsOf(requests, STATUS).length;
    const listReads = callsOf(requests, LIST).length;

    expect(callsOf(requests, PROGRESS)).toHaveLength(1);
    await advance(SYNC_POLL_MS - 1);
    expect(callsOf(requests, PROGRESS)).toHaveLength(1);
    await advance(1);
    expect(callsOf(requests, PROGRESS)).toHaveLength(2);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', 'Scanned 80 of 120 messages'));

    state.gmail = { ...state.gmail, last_sync_at: new Date().toISOString(), sync: answers[0]! };
    await advance(SYNC_POLL_MS);
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(await within(connection()).findByText('Just now')).toBeInTheDocument();
    expect(fact('Threats found in the last sync')).toHaveTextContent('3');
    expect(within(connection()).getByRole('button', { name: 'Sync now' })).toBeEnabled();
    expect(callsOf(requests, STATUS).length).toBe(statusReads + 1);
    expect(callsOf(requests, LIST).length).toBe(listReads + 1);

    // Polling stops with the sync.
    const progressReads = callsOf(requests, PROGRESS).length;
    await advance(5 * SYNC_POLL_MS);
    expect(callsOf(requests, PROGRESS)).toHaveLength(progressReads);
  });

  it('treats a failing progress call as not_found: no bar, no error, and no polling', async () => {
    jest.useFakeTimers();
    const { requests } = gmailServer(
      connectedGmail({ sync: syncFixture({ status: 'in_progress', processed: 5, total: 50, percent: 10 }) }),
      { [PROGRESS]: () => [500, { detail: 'Server error' }] },
    );
    renderEmailPage('', { fakeTimers: true });
    const syncNow = await within(await findConnection()).findByRole('button', { name: 'Sync now' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(syncNow).toBeEnabled();
    expect(within(connection()).queryByText('Threats found in the last sync')).not.toBeInTheDocument();
    await advance(5 * SYNC_POLL_MS);
    expect(callsOf(requests, PROGRESS)).toHaveLength(1);
  });

  it("'Sync now' asks the server for a sync and follows its progress", async () => {
    const { requests } = gmailServer(connectedGmail());
    const { user } = renderEmailPage();
    await user.click(await within(await findConnection()).findByRole('button', { name: 'Sync now' }));
    expect(callsOf(requests, SYNC)).toHaveLength(1);
    expect(await screen.findByRole('progressbar', { name: 'Scanning your mailbox' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(connection()).toHaveTextContent('Counting your messages...');
    expect(within(connection()).getByRole('button', { name: 'Sync now' })).toBeDisabled();
    expect(jest.mocked(track)).toHaveBeenCalledWith('email integration sync clicked', { retry: false });
  });

  it("shows why a sync failed, with 'Try again', and the server's refusal of a sync", async () => {
    const { requests } = gmailServer(
      connectedGmail({
        sync: syncFixture({ status: 'failed', error: 'Gmail did not answer. We will try again soon.' }),
      }),
      {
        [SYNC]: () => [
          429,
          {
            status: 'error',
            errors: [
              {
                message: 'Too many sync requests. Please wait a minute and try again.',
                code: 'rate_limited',
              },
            ],
          },
        ],
      },
    );
    const { user } = renderEmailPage();
    const failure = await within(await findConnection()).findByRole('alert');
    expect(failure).toHaveTextContent(
      'The last sync did not finish' + 'Gmail did not answer. We will try again soon.',
    );
    expect(within(connection()).queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();

    await user.click(within(connection()).getByRole('button', { name: 'Try again' }));
    expect(callsOf(requests, SYNC)).toHaveLength(1);
    expect(
      await within(connection()).findByText('Too many sync requests. Please wait a minute and try again.'),
    ).toBeInTheDocument();
    expect(jest.mocked(track)).toHaveBeenCalledWith('email integration sync clicked', { retry: true });
  });

  it("says Gmail access was lost (health error) and offers 'Reconnect Gmail'", async () => {
    const open = jest.spyOn(googleConsent, 'open').mockImplementation(() => undefined);
    gmailServer(
      connectedGmail({
        integration: integrationFixture('email', {
          is_active: true,
          is_configured: true,
          health_status: 'error',
        }),
      }),
    );
    const { user } = renderEmailPage();
    const warning = await within(await findConnection()).findByRole('alert');
    expect(warning).toHaveTextContent('Gmail access was lost');
    expect(connection()).toHaveTextContent('Status: Error');
    expect(within(connection()).queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    await user.click(within(connection()).getByRole('button', { name: 'Reconnect Gmail' }));
    expect(open).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s1');
    expect(jest.mocked(track)).toHaveBeenCalledWith('email integration connect clicked', { reconnect: true });
  });
});

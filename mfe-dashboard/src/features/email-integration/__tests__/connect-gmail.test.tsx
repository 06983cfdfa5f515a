import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { track } from '@lifeguard/shared/analytics/track';
import { googleConsent } from '../utils/google-consent';
import { AUTH_URL, callsOf, gmailServer, notConnectedGmail, renderEmailPage } from './gmail-server';

jest.mock('@lifeguard/shared/analytics/track', () => ({ track: jest.fn() }));

const connectPanel = () => screen.getByRole('region', { name: 'Connect your Gmail' });

describe('connecting Gmail (issue 14; spec 001 §7 gmail_auth_url)', () => {
  it("says what Email Protection does and reads, and 'Connect Gmail' leads to Google's consent page", async () => {
    const open = jest.spyOn(googleConsent, 'open').mockImplementation(() => undefined);
    const { requests } = gmailServer(notConnectedGmail());
    const { user } = renderEmailPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Email Protection' })).toBeInTheDocument();
    expect(screen.getByText(/Scans your emails for scams and phishing\./)).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Connect your Gmail' });
    const promises = within(panel).getByRole('list', { name: 'What we can and cannot do' });
    expect(promises).toHaveTextContent('read-only access');
    expect(promises).toHaveTextContent('We never send, change or delete your email.');
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Connect Gmail' }));
    expect(open).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s1');
    expect(callsOf(requests, AUTH_URL)).toHaveLength(1);
    expect(jest.mocked(track)).toHaveBeenCalledWith('email integration connect clicked', {
      reconnect: false,
    });

    // A second click asks for a new, single-use link.
    await user.click(within(panel).getByRole('button', { name: 'Connect Gmail' }));
    expect(callsOf(requests, AUTH_URL)).toHaveLength(2);
  });

  it('is busy while the link is on its way, and says so when it cannot be had', async () => {
    const open = jest.spyOn(googleConsent, 'open').mockImplementation(() => undefined);
    let answer: (value: [number, unknown]) => void = () => undefined;
    gmailServer(notConnectedGmail(), {
      [AUTH_URL]: () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderEmailPage();
    await user.click(await screen.findByRole('button', { name: 'Connect Gmail' }));
    expect(within(connectPanel()).getByRole('button', { name: 'Opening Google...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    answer([
      503,
      { status: 'error', errors: [{ message: 'Gmail is not available right now.', code: 'unavailable' }] },
    ]);
    const alert = await within(connectPanel()).findByRole('alert');
    expect(alert).toHaveTextContent(
      "We could not open Google's sign-in page." + 'Gmail is not available right now.',
    );
    expect(within(connectPanel()).getByRole('button', { name: 'Connect Gmail' })).toBeEnabled();
    expect(open).not.toHaveBeenCalled();
  });

  it('welcomes the return from Google with ?connected=1, then takes it out of the URL', async () => {
    gmailServer(notConnectedGmail());
    renderEmailPage('?connected=1');
    expect(await screen.findByText('Gmail is connected.')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
    expect(jest.mocked(track)).toHaveBeenCalledWith('email integration connected');
    expect(
      jest.mocked(track).mock.calls.filter(([name]) => name === 'email integration connected'),
    ).toHaveLength(1);
  });

  it.each([
    ['access_denied', 'You cancelled the connection to Gmail.'],
    ['invalid_state', 'That connection link expired. Please try again.'],
    ['connect_failed', 'We could not connect to Gmail. Please try again.'],
    ['something_new', 'We could not connect to Gmail. Please try again.'],
  ])('explains a return with ?error=%s', async (error, message) => {
    gmailServer(notConnectedGmail());
    const { user } = renderEmailPage(`?error=${error}&tab=1`);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=1');
    expect(jest.mocked(track)).toHaveBeenCalledWith('email integration connect failed', {
      error: error === 'something_new' ? 'connect_failed' : error,
    });
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

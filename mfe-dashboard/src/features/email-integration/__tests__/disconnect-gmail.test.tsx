import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { track } from '@lifeguard/shared/analytics/track';
import { callsOf, connectedGmail, DISCONNECT, gmailServer, renderEmailPage } from './gmail-server';

jest.mock('@lifeguard/shared/analytics/track', () => ({ track: jest.fn() }));

const disconnectButton = async () =>
  within(await screen.findByRole('region', { name: 'Disconnect Gmail' })).getByRole('button', {
    name: 'Disconnect Gmail',
  });

describe('disconnecting Gmail (issue 14; spec 001 §7 disconnect_gmail)', () => {
  it('asks first, can be cancelled with the keyboard, and goes back to Not connected once confirmed', async () => {
    const { requests } = gmailServer(connectedGmail());
    const { user } = renderEmailPage();
    const open = await disconnectButton();

    await user.click(open);
    let dialog = screen.getByRole('dialog', { name: 'Disconnect Gmail?' });
    expect(dialog).toHaveTextContent('We will stop checking ann@gmail.com for scams');
    expect(dialog).toHaveTextContent("remove Lifeguard's access to it at Google");
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    expect(callsOf(requests, DISCONNECT)).toHaveLength(0);

    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'Disconnect Gmail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));

    expect(await screen.findByRole('region', { name: 'Connect your Gmail' })).toBeInTheDocument();
    expect(
      screen.getByText('Gmail is disconnected. We stopped checking your mail and removed our access.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Settings' })).not.toBeInTheDocument();
    expect(callsOf(requests, DISCONNECT)).toHaveLength(1);
    expect(jest.mocked(track)).toHaveBeenCalledWith('email integration disconnected');
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    gmailServer(connectedGmail(), {
      [DISCONNECT]: () => [
        500,
        {
          status: 'error',
          errors: [{ message: 'We could not reach Google. Please try again.', code: 'server_error' }],
        },
      ],
    });
    const { user } = renderEmailPage();
    await user.click(await disconnectButton());
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Gmail?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not reach Google. Please try again.',
    );
    expect(screen.getByRole('region', { name: 'Settings' })).toBeInTheDocument();
  });

  it('is accessible markup, connected and with the dialog open', async () => {
    gmailServer(connectedGmail());
    const { user } = renderEmailPage();
    await screen.findByRole('form', { name: 'Email protection settings' });
    // In act: the sync progress may answer while axe works.
    const violations = async () => {
      const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
      const results = await act(() => axe.run(document.body, { rules }));
      return results.violations.map(({ id }) => id);
    };
    expect(await violations()).toEqual([]);
    await user.click(await disconnectButton());
    expect(await violations()).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { track } from '@lifeguard/shared/analytics/track';
import { callsOf, connectedGmail, gmailServer, renderEmailPage, SETTINGS, STATUS } from './gmail-server';

jest.mock('@lifeguard/shared/analytics/track', () => ({ track: jest.fn() }));

const settingsForm = () => screen.findByRole('form', { name: 'Email protection settings' });
const refusal = (message: string, param: string) =>
  [400, { status: 'error', errors: [{ message, code: 'invalid', param }] }] as [number, unknown];

describe('email protection settings (issue 14; spec 001 §7 update_gmail_settings)', () => {
  it('shows the saved settings and sends exactly what changed', async () => {
    const { requests } = gmailServer(connectedGmail());
    const { user } = renderEmailPage();
    const form = await settingsForm();
    const frequency = within(form).getByRole('group', { name: 'How often to check your mail' });
    expect(within(frequency).getByRole('radio', { name: 'Every hour' })).toBeChecked();
    expect(
      within(frequency)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Every 15 minutes', 'Every hour', 'Once a day']);
    const folders = within(form).getByRole('group', { name: 'Folders to scan' });
    expect(within(folders).getByRole('checkbox', { name: 'Inbox' })).toBeChecked();
    expect(within(folders).getByRole('checkbox', { name: 'Spam' })).toBeChecked();
    expect(within(folders).getByRole('checkbox', { name: 'Promotions' })).not.toBeChecked();
    const notify = within(form).getByRole('checkbox', { name: 'Notify me about high and critical threats' });
    expect(notify).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await user.click(within(frequency).getByRole('radio', { name: 'Once a day' }));
    await user.click(within(folders).getByRole('checkbox', { name: 'Updates' }));
    await user.click(within(folders).getByRole('checkbox', { name: 'Inbox' }));
    await user.click(within(folders).getByRole('checkbox', { name: 'Inbox' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await within(form).findByText('Your settings are saved.')).toBeInTheDocument();
    expect(callsOf(requests, SETTINGS).map(({ body }) => body)).toEqual([
      { scan_frequency: 'daily', labels: ['INBOX', 'SPAM', 'CATEGORY_UPDATES'] },
    ]);
    expect(within(form).getByRole('button', { name: 'Save settings' })).toBeDisabled();
    expect(jest.mocked(track)).toHaveBeenCalledWith('email integration settings saved', {
      changed: ['scan_frequency', 'labels'],
    });

    // The next save starts from what was saved.
    await user.click(notify);
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await within(form).findByText('Your settings are saved.');
    expect(callsOf(requests, SETTINGS).map(({ body }) => body)).toEqual([
      { scan_frequency: 'daily', labels: ['INBOX', 'SPAM', 'CATEGORY_UPDATES'] },
      { notify_high_risk: false },
    ]);
    expect(callsOf(requests, STATUS).length).toBeGreaterThanOrEqual(3);
    expect(within(frequency).getByRole('radio', { name: 'Once a day' })).toBeChecked();
  });

  it('needs at least one folder, and sends nothing without one', async () => {
    const { requests } = gmailServer(connectedGmail());
    const { user } = renderEmailPage();
    const form = await settingsForm();
    const folders = within(form).getByRole('group', { name: 'Folders to scan' });
    await user.click(within(folders).getByRole('checkbox', { name: 'Inbox' }));
    await user.click(within(folders).getByRole('checkbox', { name: 'Spam' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await within(folders).findByText('Choose at least one folder to scan.')).toBeInTheDocument();
    expect(folders).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one folder to scan.'),
    );
    expect(callsOf(requests, SETTINGS)).toHaveLength(0);

    await user.click(within(folders).getByRole('checkbox', { name: 'Spam' }));
    expect(within(folders).queryByText('Choose at least one folder to scan.')).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside its field, keeping what was chosen", async () => {
    const answers = [
      refusal('Choose labels Gmail knows.', 'labels'),
      [500, { status: 'error', errors: [{ message: 'Please try again later.', code: 'server_error' }] }] as [
        number,
        unknown,
      ],
    ];
    gmailServer(connectedGmail(), { [SETTINGS]: () => answers.shift() ?? [500, {}] });
    const { user } = renderEmailPage();
    const form = await settingsForm();
    const folders = within(form).getByRole('group', { name: 'Folders to scan' });
    await user.click(within(folders).getByRole('checkbox', { name: 'Social' }));
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    expect(await within(folders).findByText('Choose labels Gmail knows.')).toBeInTheDocument();
    expect(within(folders).getByRole('checkbox', { name: 'Social' })).toBeChecked();
    expect(within(form).queryByText('Your settings are saved.')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please try again later.');
    expect(within(folders).getByRole('checkbox', { name: 'Social' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Save settings' })).toBeEnabled();
  });
});

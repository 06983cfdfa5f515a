import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { UninstallFeedback } from '../components/uninstall-feedback';

const SEND = 'POST /feedback/api/uninstall/';

function renderForm() {
  return renderWithProviders(<UninstallFeedback />, { route: '/uninstall' });
}

describe('uninstall feedback (spec 001 §2 /uninstall)', () => {
  it('asks why, with the six reasons of the contract', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Why did you remove the extension?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([
      'not_useful',
      'too_many_alerts',
      'slowed_browser',
      'privacy_concerns',
      'switching_product',
      'other',
    ]);
    expect(within(group).getByRole('radio', { name: 'It slowed down my browser' })).toBeInTheDocument();
  });

  it('sends the reason and details, then thanks', async () => {
    const requests = mockApi({ [SEND]: [201, { status: 'success' }] });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'It slowed down my browser' }));
    await user.type(
      screen.getByLabelText("Anything else you'd like to tell us?"),
      '  Pages took ages to load.  ',
    );
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(requests).toMatchObject([
      {
        method: 'POST',
        path: '/feedback/api/uninstall/',
        body: { reason: 'slowed_browser', details: 'Pages took ages to load.' },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Uninstall feedback' })).not.toBeInTheDocument();
  });

  it('sends no details when none were written', async () => {
    const requests = mockApi({ [SEND]: [201, { status: 'success' }] });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you for your feedback');
    expect(requests[0]?.body).toEqual({ reason: 'other' });
  });

  it('needs a reason and at most 2000 characters of details before anything is sent', async () => {
    const requests = mockApi({ [SEND]: [201, { status: 'success' }] });
    const { user } = renderForm();
    await user.click(screen.getByLabelText("Anything else you'd like to tell us?"));
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please choose a reason.')).toBeInTheDocument();
    expect(screen.getByText('Please keep it under 2000 characters.')).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Why did you remove the extension?' }),
    ).toHaveAccessibleDescription('Please choose a reason.');
    expect(requests).toHaveLength(0);
  });

  it("shows the server's error and keeps the answer", async () => {
    mockApi({
      [SEND]: [
        500,
        {
          status: 'error',
          errors: [{ message: 'Something went wrong. Please try again.', code: 'server_error' }],
        },
      ],
    });
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'I had privacy concerns' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('radio', { name: 'I had privacy concerns' })).toBeChecked();
    expect(screen.queryByText('Thank you for your feedback')).not.toBeInTheDocument();
  });
});

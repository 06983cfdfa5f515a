import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { ThreatFeedback } from '../components/threat-feedback';

const SEND = 'POST /feedback/api/threat/';

describe('threat feedback (spec 001 §2 /threat-feedback)', () => {
  it('sends the verdict about the threat of ?threat_id=, then thanks with the way back', async () => {
    const requests = mockApi({ [SEND]: [201, { status: 'success' }] });
    const { user } = renderWithProviders(<ThreatFeedback />, {
      route: '/threat-feedback?threat_id=threat-42',
    });
    await user.click(
      screen.getByRole('radio', { name: 'It was safe: Lifeguard should not have flagged it' }),
    );
    await user.type(screen.getByLabelText('Details'), 'It was my bank.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    expect(requests).toMatchObject([
      {
        path: '/feedback/api/threat/',
        body: { threat_id: 'threat-42', verdict: 'false_positive', details: 'It was my bank.' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('without a threat id, asks in general and sends only the verdict', async () => {
    const requests = mockApi({ [SEND]: [201, { status: 'success' }] });
    const { user } = renderWithProviders(<ThreatFeedback />, { route: '/threat-feedback' });
    expect(screen.getByRole('group', { name: 'What would you like to tell us?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Lifeguard missed a threat' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you for your feedback');
    expect(requests[0]?.body).toEqual({ verdict: 'missed_threat' });
  });

  it('needs an answer before anything is sent', async () => {
    const requests = mockApi({ [SEND]: [201, { status: 'success' }] });
    const { user } = renderWithProviders(<ThreatFeedback />, {
      route: '/threat-feedback?threat_id=threat-42',
    });
    expect(screen.getByRole('group', { name: 'What do you think of this alert?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please choose an answer.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's error", async () => {
    mockApi({
      [SEND]: [
        400,
        {
          status: 'error',
          errors: [{ message: 'Details are too long.', code: 'invalid', param: 'details' }],
        },
      ],
    });
    const { user } = renderWithProviders(<ThreatFeedback />, { route: '/threat-feedback' });
    await user.click(screen.getByRole('radio', { name: 'Lifeguard got it right' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Details are too long.');
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { listAnswer } from '@lifeguard/shared/testing/darkweb-fixtures';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { threatEventFixture } from '../../../testing/fixtures';
import type { ThreatEvent } from '../api/get-threat-events';
import { ThreatTimeline } from '../components/threat-timeline';

const gmailUrl = 'https://mail.google.com/mail/u/0/#inbox/18c2f0a';

/** A scam found in Gmail (issue 14), with the analyser's findings. */
const gmailScam = (findings: { scam_type?: string; description?: string }[]): Partial<ThreatEvent> => ({
  threat_type: 'phishing',
  severity: 'high',
  source_system: 'gmail',
  external_id: '18c2f0a',
  description: 'Your Chase account is locked',
  threat_data: {
    subject: 'Your Chase account is locked',
    sender: { email: 'alerts@chase-verify.ru.com', name: 'Chase' },
    gmail_message_url: gmailUrl,
  },
  analysis: { is_threat: true, risk_level: 'high', findings },
});

async function renderEvents(...events: Partial<ThreatEvent>[]) {
  mockApi({
    'GET /threats/api/events/': [
      200,
      listAnswer(events.map((overrides, index) => threatEventFixture({ id: index + 1, ...overrides }))),
    ],
  });
  renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
  const timeline = await screen.findByRole('list', { name: 'Threat events' });
  return within(timeline)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === timeline);
}

describe('threat reasons in Activity (spec 001 §3 analysis.findings, issue 14)', () => {
  it('lists why a Gmail scam was flagged, and keeps its Gmail link opening in a new tab', async () => {
    const [scam] = await renderEvents(
      gmailScam([
        {
          scam_type: 'link_mismatch',
          description: 'Link text shows chase.com but goes to chase-verify.ru.com',
        },
        { scam_type: 'urgency', description: 'Pressures you to act within 24 hours' },
      ]),
    );
    const reasons = within(scam!).getByRole('list', { name: 'Why we flagged this' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Link text shows chase.com but goes to chase-verify.ru.com',
      'Pressures you to act within 24 hours',
    ]);
    expect(scam).not.toHaveTextContent('more');
    const link = within(scam!).getByRole('link', { name: 'Open in Gmail (opens in a new tab)' });
    expect(link).toHaveAttribute('href', gmailUrl);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows at most three reasons and counts the rest, naming a finding without a reason by its type', async () => {
    const [scam] = await renderEvents(
      gmailScam([
        { description: 'Sender domain paypa1-security.com imitates paypal.com' },
        { scam_type: 'gift_card' },
        { description: 'Asks for your password' },
        { description: 'Reply-To differs from the sender' },
        { description: 'Sent from a new domain' },
      ]),
    );
    const reasons = within(scam!).getByRole('list', { name: 'Why we flagged this' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sender domain paypa1-security.com imitates paypal.com',
      'Gift card',
      'Asks for your password',
    ]);
    expect(within(scam!).getByText('+2 more')).toBeInTheDocument();
  });

  it('shows reasons for any threat type, titled by the verdict, and nothing without findings', async () => {
    const [page, checked, plain] = await renderEvents(
      {
        threat_type: 'webpage',
        analysis: {
          is_threat: true,
          risk_level: 'critical',
          findings: [{ description: 'Fake bank sign-in form' }],
        },
      },
      {
        threat_type: 'email',
        severity: 'low',
        analysis: { is_threat: false, risk_level: 'low', findings: [{ description: 'Unusual sender' }] },
      },
      { analysis: { is_threat: true, risk_level: 'high', findings: [] } },
    );
    expect(within(page!).getByRole('list', { name: 'Why we flagged this' })).toHaveTextContent(
      'Fake bank sign-in form',
    );
    expect(within(checked!).getByRole('list', { name: 'What we noticed' })).toHaveTextContent(
      'Unusual sender',
    );
    expect(checked).toHaveTextContent('Checked: no threat found');
    expect(within(plain!).queryByRole('list')).not.toBeInTheDocument();
  });
});

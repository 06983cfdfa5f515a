import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { CHAT_PANEL_TOGGLE_EVENT, type ChatPanelToggleDetail } from '@lifeguard/shared/layout/chat-panel';
import { mockApi } from '@lifeguard/shared/testing/mock-api';
import { renderWithProviders } from '@lifeguard/shared/testing/render';
import { threatEventFixture } from '../../../testing/fixtures';
import { ThreatTimeline } from '../components/threat-timeline';
import { explainThreat } from '../utils/explain-threat';

let heard: ChatPanelToggleDetail[] = [];
const listen = (event: WindowEventMap[typeof CHAT_PANEL_TOGGLE_EVENT]) => heard.push(event.detail);

beforeEach(() => {
  heard = [];
  window.addEventListener(CHAT_PANEL_TOGGLE_EVENT, listen);
});

afterEach(() => {
  window.removeEventListener(CHAT_PANEL_TOGGLE_EVENT, listen);
});

describe('Explain in the Activity timeline (issue 12, spec 001 §2, §5)', () => {
  it('gives every event with a threat_id an Explain button that opens the chat panel on it', async () => {
    const phishing = threatEventFixture();
    const call = threatEventFixture({
      id: 2,
      threat_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      threat_type: 'phone_call',
      description: '',
      threat_data: { caller: '+1 555 0100' },
      threat_identifier: null,
    });
    mockApi({
      'GET /threats/api/events/': [200, { count: 2, next: null, previous: null, results: [phishing, call] }],
    });
    const { user } = renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    const [first, second] = await screen.findAllByRole('listitem');

    const explain = within(first!).getByRole('button', {
      name: 'Explain: Phishing attempt: Blocked a fake PayPal sign-in page',
    });
    expect(explain).toHaveTextContent('Explain');
    await user.click(explain);
    expect(heard).toEqual([
      {
        open: true,
        request: {
          kind: 'explain',
          threatId: phishing.threat_id,
          title: 'Phishing attempt: Blocked a fake PayPal sign-in page',
        },
      },
    ]);

    await user.click(within(second!).getByRole('button', { name: 'Explain: Scam call' }));
    expect(heard[1]?.request).toEqual({ kind: 'explain', threatId: call.threat_id, title: 'Scam call' });
  });

  it('shows no Explain without a threat_id', async () => {
    mockApi({
      'GET /threats/api/events/': [
        200,
        { count: 1, next: null, previous: null, results: [threatEventFixture({ threat_id: '' })] },
      ],
    });
    renderWithProviders(<ThreatTimeline />, { route: '/dashboard' });
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).queryByRole('button', { name: /^Explain/ })).not.toBeInTheDocument();
  });

  it('logs an error and opens nothing when asked to explain an event without threat_id (spec 001 §5)', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    explainThreat({ id: 7, threat_id: '' }, 'Phishing attempt');
    expect(logged).toHaveBeenCalledWith('Cannot explain threat event 7: it has no threat_id');
    expect(heard).toEqual([]);
  });
});

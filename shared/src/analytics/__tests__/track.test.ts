import { describe, expect, it } from '@jest/globals';
import { mockApi } from '../../testing/mock-api';
import { flushAnalytics, identify, track } from '../track';

describe('track (spec 000 §1)', () => {
  it('batches events with source frontend and the identified email', async () => {
    document.cookie = 'csrftoken=abc';
    const requests = mockApi({ 'POST /api/analytics/events/': [202, { status: 'success', count: 2 }] });
    identify('ann@example.com');
    track('safety concerns selected', { concerns: ['privacy_identity'] });
    track('onboarding submitted');
    await flushAnalytics();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('X-CSRFToken')).toBe('abc');
    const { events } = requests[0]?.body as {
      events: { event: string; properties: Record<string, unknown> }[];
    };
    expect(events.map((e) => e.event)).toEqual(['safety concerns selected', 'onboarding submitted']);
    expect(events[0]?.properties).toEqual({
      concerns: ['privacy_identity'],
      source: 'frontend',
      email: 'ann@example.com',
    });
    identify(null);
  });

  it('sends nothing when nothing was tracked', async () => {
    const requests = mockApi({});
    await flushAnalytics();
    expect(requests).toHaveLength(0);
  });
});

import { act } from '@testing-library/react';
import { flushAnalytics } from '@lifeguard/shared/analytics/track';
import type { RecordedRequest } from '@lifeguard/shared/testing/mock-api';
import type { ActionItem } from '../features/action-items/api/get-action-items';
import type { Article } from '../features/learning/api/get-educational-content';
import type { Notification } from '../features/notifications/api/get-notifications';
import type { ThreatEvent } from '../features/threat-timeline/api/get-threat-events';

/** A threat event of spec 001 §3 (a high-severity phishing page, no analysis); override what a test needs. */
export function threatEventFixture(overrides: Partial<ThreatEvent> = {}): ThreatEvent {
  return {
    id: 1,
    threat_id: '3f2b8c1e-0a4d-4c7e-9b1a-5d6e7f8a9b0c',
    threat_type: 'phishing',
    threat_category: 'phishing',
    severity: 'high',
    threat_identifier: 'https://paypa1-login.example/',
    detected_at: '2025-06-10T11:55:00Z',
    status: 'new',
    confidence_score: 0.92,
    source_system: 'chrome_extension',
    external_id: 'ext-1',
    threat_data: { url: 'https://paypa1-login.example/' },
    analysis: null,
    description: 'Blocked a fake PayPal sign-in page',
    ...overrides,
  };
}

/** An open action item (spec 001 §3, contracts); override what a test needs. */
export function actionItemFixture(overrides: Partial<ActionItem> = {}): ActionItem {
  return {
    id: 1,
    kind: 'change_password',
    title: 'Change your LinkedIn password',
    description: 'Your password appeared in the LinkedIn breach.',
    priority: 'high',
    completed: false,
    completed_at: null,
    created_at: '2025-06-01T09:00:00Z',
    data: { database: 'LinkedIn' },
    ...overrides,
  };
}

/** An unread notification (spec 001 §3, contracts); override what a test needs. */
export function notificationFixture(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    title: 'Dark web scan finished',
    message: 'We found your email in 2 breaches.',
    level: 'warning',
    read: false,
    created_at: '2025-06-10T10:00:00Z',
    link: null,
    ...overrides,
  };
}

/** An educational article (contracts "Educational content"); override what a test needs. */
export function articleFixture(overrides: Partial<Article> = {}): Article {
  return {
    id: 1,
    slug: 'spot-a-phishing-email',
    title: 'How to spot a phishing email',
    summary: 'Five signs that an email is not what it claims to be.',
    body: 'Check the sender address.\n\nHover over links before you click.',
    category: 'phishing',
    reading_minutes: 4,
    url: null,
    ...overrides,
  };
}

/** The names of the analytics events sent so far (flushed now). */
export async function trackedEventNames(requests: RecordedRequest[]): Promise<string[]> {
  await act(() => flushAnalytics());
  return requests
    .filter((request) => request.path === '/api/analytics/events/')
    .flatMap((request) => (request.body as { events: { event: string }[] }).events.map(({ event }) => event));
}

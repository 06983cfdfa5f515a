import type { App } from '../../../src/app.js';

export const EVENTS = '/threats/api/events/';
export const INGEST = '/threats/api/events/ingest/';

/** A phishing email as the email scanner reports it (spec 001 §3 "Threat event"). */
export const phishingEmail = (externalId: string) => ({
  external_id: externalId,
  threat_type: 'email',
  threat_category: 'phishing',
  severity: 'high',
  threat_identifier: 'billing@paypa1.example',
  detected_at: '2025-03-01T10:00:00.000Z',
  confidence_score: 0.92,
  source_system: 'email_scanner',
  threat_data: {
    subject: 'Your account is on hold',
    sender: { email: 'billing@paypa1.example', name: 'PayPal Billing' },
    body: 'Confirm your card details within 24 hours.',
    gmail_message_url: 'https://mail.google.com/mail/u/0/#inbox/18e0c0ffee',
  },
  analysis: {
    is_threat: true,
    risk_level: 'high',
    findings: [{ scam_type: 'phishing', description: 'Look-alike sender domain' }],
  },
});

/** Sends a report with the given Authorization header (none when undefined). */
export const ingest = (app: App, authorization: string | undefined, payload: object) =>
  app.inject({
    method: 'POST',
    url: INGEST,
    headers: authorization ? { authorization } : {},
    payload,
  });

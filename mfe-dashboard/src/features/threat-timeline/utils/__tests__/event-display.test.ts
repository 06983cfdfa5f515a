import { describe, expect, it } from '@jest/globals';
import { threatEventFixture } from '../../../../testing/fixtures';
import { eventSummary, gmailMessageUrl, severityOf, threatTypeLabel } from '../event-display';

describe('event display', () => {
  it('names each threat type of spec 001 §3, and any other as a security alert', () => {
    expect(threatTypeLabel('phone_call')).toBe('Scam call');
    expect(threatTypeLabel('dark_web_scan')).toBe('Dark web scan');
    expect(threatTypeLabel('something_new')).toBe('Security alert');
  });

  it('reads an unknown severity as info', () => {
    expect(severityOf({ severity: 'critical' })).toBe('critical');
    expect(severityOf({ severity: 'unknown' })).toBe('info');
  });

  it('summarises by description, else by the subject, message or link of the threat data', () => {
    expect(eventSummary(threatEventFixture({ description: 'Blocked a page' }))).toBe('Blocked a page');
    expect(
      eventSummary(
        threatEventFixture({ description: '', threat_data: { subject: 'Your parcel', url: 'x' } }),
      ),
    ).toBe('Your parcel');
    expect(
      eventSummary(threatEventFixture({ description: '', threat_data: {}, threat_identifier: null })),
    ).toBe('');
  });

  describe('gmailMessageUrl (spec 001 §7: Gmail-sourced email threats open their message)', () => {
    const gmail = 'https://mail.google.com/mail/u/0/#inbox/18c2f';

    it('is the https message link of an email scanner or Gmail sync event', () => {
      expect(
        gmailMessageUrl({ source_system: 'email_scanner', threat_data: { gmail_message_url: gmail } }),
      ).toBe(gmail);
      expect(gmailMessageUrl({ source_system: 'gmail', threat_data: { gmail_message_url: gmail } })).toBe(
        gmail,
      );
    });

    it('is null for other sources, a missing link or a link that is not https', () => {
      expect(
        gmailMessageUrl({ source_system: 'chrome_extension', threat_data: { gmail_message_url: gmail } }),
      ).toBeNull();
      expect(gmailMessageUrl({ source_system: 'email_scanner', threat_data: {} })).toBeNull();
      expect(
        gmailMessageUrl({
          source_system: 'email_scanner',
          threat_data: { gmail_message_url: 'javascript:alert(1)' },
        }),
      ).toBeNull();
      expect(
        gmailMessageUrl({ source_system: 'email_scanner', threat_data: { gmail_message_url: 'not a url' } }),
      ).toBeNull();
    });
  });
});

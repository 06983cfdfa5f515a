import type { FastifyInstance } from 'fastify';
import type { AnalysedMail } from '../../scam-signs/mail/analyse.js';
import type { Recommendation } from '../../security-tasks/service.js';
import type { Consequences } from '../../threats/report.js';
import type { NewThreatEvent } from '../../threats/service.js';
import type { SyncMessage } from './deps.js';

const URGENT = new Set(['critical', 'high']);
/** `text` without NUL (PostgreSQL refuses it in text and jsonb), cut to `max` characters. */
const clip = (text: string, max: number) => {
  const stored = text.replaceAll('\u0000', '');
  return stored.length > max ? `${stored.slice(0, max - 1)}…` : stored;
};

/** Gmail's own link to the message, which the timeline opens in a new tab (spec 001 §7). */
export const gmailMessageUrl = (accountEmail: string, id: string) =>
  `https://mail.google.com/mail/u/${encodeURIComponent(accountEmail)}/#all/${encodeURIComponent(id)}`;

/** The day's action item: one a day, not one a message, as a first sync of an old mailbox finds many. */
function dailyItem(): Recommendation {
  const day = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return {
    title: `Delete the scam emails found in Gmail on ${day}`,
    description:
      "Open Activity to see each one and why it was flagged. Don't click their links, open their attachments or reply. Delete them, and mark them as phishing in Gmail.",
    priority: 'high',
  };
}

/** What a high or critical message tells the user: the notification and the day's action item. */
function urgentConsequences(analysed: AnalysedMail): Consequences {
  const top = analysed.analysis.findings[0];
  const from = analysed.sender.name || analysed.sender.email;
  const reason = top ? ` ${top.description}.`.replace(/\.\.$/, '.') : '';
  return {
    notification: {
      title: 'Scam email detected',
      message: clip(`An email from ${from} looks like a scam.${reason}`, 500),
      level: analysed.severity === 'critical' ? 'critical' : 'warning',
      link: '/dashboard',
    },
    actionItems: [dailyItem()],
  };
}

/**
 * Reports a flagged Gmail message to the user (issue 14) through app.threats.report: a threat
 * event (threat_type email or phishing, source_system gmail, external_id the message id,
 * described by its subject, threat_data subject, sender, body excerpt, url and the Gmail link,
 * the analysis with its findings), stored once per message; a high or critical one comes with a
 * notification and the day's action item to delete them, when the user asked to be notified.
 * The event and those come in one transaction, so a report repeated after a crash (the sync
 * reports before marking the message analysed, sync.ts) writes all of them once and never
 * again. @throws a database error, with nothing stored.
 */
export function reportFlagged(app: FastifyInstance) {
  return async (userId: number, message: SyncMessage, notify: boolean): Promise<void> => {
    const { analysed } = message;
    const top = analysed.analysis.findings[0];
    const subject = analysed.subject.trim();
    const event: NewThreatEvent = {
      external_id: message.id,
      threat_type: analysed.threat_type,
      severity: analysed.severity,
      source_system: 'gmail',
      threat_category: top ? clip(top.scam_type, 100) : null,
      threat_identifier: clip(analysed.sender.email, 2048),
      confidence_score: analysed.confidence,
      detected_at: new Date(Number(message.internalDate) || Date.now()).toISOString(),
      // The subject is how the user finds the message in the inbox ('Phishing website blocked'
      // would claim a block that never happened); without one, 'Suspicious email from <sender>'.
      ...(subject ? { description: clip(subject, 500) } : {}),
      threat_data: {
        subject: clip(analysed.subject, 1000),
        sender: { email: clip(analysed.sender.email, 320), name: clip(analysed.sender.name, 200) },
        body: clip(analysed.excerpt, 1000),
        ...(analysed.url ? { url: clip(analysed.url, 2048) } : {}),
        gmail_message_url: gmailMessageUrl(message.accountEmail, message.id),
      },
      analysis: {
        ...analysed.analysis,
        findings: analysed.analysis.findings.slice(0, 50).map((finding) => ({
          scam_type: clip(finding.scam_type, 100),
          description: clip(finding.description, 1000),
        })),
      },
    };
    const tell = notify && URGENT.has(analysed.severity);
    await app.threats.report(userId, event, tell ? urgentConsequences(analysed) : {});
  };
}

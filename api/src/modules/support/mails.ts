import { SUPPORT_TOPIC_LABELS, supportDiagnosticLines } from '@lifeguard/contracts/support';
import { escapeHtml } from '../../plugins/html.js';
import { letter, mailDocument } from '../../plugins/link-mail.js';
import type { Mail } from '../../plugins/mailer.js';
import type { SupportRequestRow } from './schema.js';

/** Who sent a request, as the support team's mail names them. */
export type Sender = { userId: number; name: string } | null;

/**
 * The request as mailed to SUPPORT_EMAIL (issue 33 item 2): reference, topic, sender, message
 * and diagnostics, Reply-To the user so that answering the mail reaches them, and where to mark
 * it answered (`requestsPage`, the superusers' Support requests page). Every value is escaped
 * in the HTML version.
 */
export function supportTeamMail(
  to: string,
  row: SupportRequestRow,
  sender: Sender,
  requestsPage: string,
): Mail {
  const topic = SUPPORT_TOPIC_LABELS[row.topic as keyof typeof SUPPORT_TOPIC_LABELS] ?? row.topic;
  const from = sender
    ? `${row.email} (signed in: user ${sender.userId}, ${sender.name})`
    : `${row.email} (not signed in)`;
  const details = supportDiagnosticLines(row.diagnostics);
  const facts = [`Topic: ${topic}`, `From: ${from}`, `Received: ${row.createdAt.toISOString()}`];
  const answer =
    'Reply to this email to answer them, then mark the request answered on the Support requests page:';
  const text = [
    `Support request ${row.reference}`,
    '',
    ...facts,
    '',
    'Message:',
    row.message,
    '',
    ...(details.length
      ? ['Diagnostic details:', ...details.map((line) => `- ${line}`)]
      : ['Diagnostic details: not included']),
    '',
    answer,
    requestsPage,
    '',
  ].join('\n');
  const list = (lines: string[]) => lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  const href = escapeHtml(requestsPage);
  const html = mailDocument(`<h1 style="font-size:1.2em">Support request ${escapeHtml(row.reference)}</h1>
<ul>${list(facts)}</ul>
<p><strong>Message:</strong></p>
<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(row.message)}</pre>
${details.length ? `<p><strong>Diagnostic details:</strong></p><ul>${list(details)}</ul>` : '<p>Diagnostic details: not included</p>'}
<p>${escapeHtml(answer)} <a href="${href}">${href}</a></p>`);
  return { to, replyTo: row.email, subject: `[${row.reference}] Support request: ${topic}`, text, html };
}

/**
 * The confirmation mailed to the user (issue 33 item 2): their reference number and that a
 * person will reply to this address. It never repeats the message: a request sent signed out
 * names any address, and must not turn us into a relay of someone else's words.
 */
export function confirmationMail(row: SupportRequestRow): Mail {
  const topic = SUPPORT_TOPIC_LABELS[row.topic as keyof typeof SUPPORT_TOPIC_LABELS] ?? row.topic;
  const received = `We received your request to Lifeguard support about "${topic}".`;
  const keep = 'Please keep it: it helps us find your request if you write to us again.';
  const reply = 'A person on our team will reply to this email address.';
  const ignore = "If you didn't ask us for help, you can safely ignore this email.";
  return letter(row.email, `We received your support request (${row.reference})`, {
    text: [received, `Your reference number is ${row.reference}. ${keep}`, '', reply, ignore],
    html: [
      escapeHtml(received),
      `Your reference number is <strong>${escapeHtml(row.reference)}</strong>. ${keep}`,
      `${escapeHtml(reply)} ${escapeHtml(ignore)}`,
    ],
  });
}

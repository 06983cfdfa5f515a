import type { Mail } from '../../plugins/mailer.js';
import { escapeHtml } from '../../plugins/html.js';

/**
 * The email verification message (issue 16 §3), like the reset mail: warm, plain words, the link
 * (`app.frontendUrl('accountConfirmEmail', {key})`, it holds the key) on a line of its own.
 */
export function verificationMail(to: string, link: string): Mail {
  const text = [
    'Hi there,',
    '',
    'Please confirm that this email address belongs to your Lifeguard account.',
    'To confirm it, open this link:',
    '',
    link,
    '',
    'The link works for 3 days and can be used once.',
    "If you didn't add this address to a Lifeguard account, you can safely ignore this email.",
    '',
    'Stay safe,',
    'The Lifeguard team',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
<p>Hi there,</p>
<p>Please confirm that this email address belongs to your Lifeguard account.</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">Confirm my email address</a></p>
<p>Or copy this link into your browser:<br>${href}</p>
<p>The link works for 3 days and can be used once. If you didn't add this address to a Lifeguard account, you can safely ignore this email.</p>
<p>Stay safe,<br>The Lifeguard team</p>
</body></html>`;
  return { to, subject: 'Confirm your email address for Lifeguard', text, html };
}

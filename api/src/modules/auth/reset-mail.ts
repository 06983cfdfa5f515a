import type { Mail } from '../../plugins/mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset message: warm, plain words, the link on a line of its own. */
export function resetMail(to: string, link: string): Mail {
  const text = [
    'Hi there,',
    '',
    'We received a request to reset the password for your Lifeguard account.',
    'To choose a new password, open this link:',
    '',
    link,
    '',
    'The link works for 3 days and can be used once.',
    "If you didn't ask for this, you can safely ignore this email - your password stays the same.",
    '',
    'Stay safe,',
    'The Lifeguard team',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
<p>Hi there,</p>
<p>We received a request to reset the password for your Lifeguard account.</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>Or copy this link into your browser:<br>${href}</p>
<p>The link works for 3 days and can be used once. If you didn't ask for this, you can safely ignore this email &mdash; your password stays the same.</p>
<p>Stay safe,<br>The Lifeguard team</p>
</body></html>`;
  return { to, subject: 'Reset your Lifeguard password', text, html };
}

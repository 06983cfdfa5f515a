import type { Mail } from '../../plugins/mailer.js';

/**
 * The confirmation sent once an account is deleted (issue 13 "Your data"): what went, in plain
 * words, and no link, since there is no account left to sign in to.
 */
export function accountDeletedMail(to: string): Mail {
  const text = [
    'Hi there,',
    '',
    'Your Lifeguard account has been deleted, as you asked.',
    'We removed your profile, your dark web scans, threats, action items, notifications,',
    'assistant history and connected protections. Families you were the only member of are',
    'gone too.',
    '',
    "If you didn't ask for this, reply to this email so we can help.",
    '',
    'Stay safe,',
    'The Lifeguard team',
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
<p>Hi there,</p>
<p>Your Lifeguard account has been deleted, as you asked.</p>
<p>We removed your profile, your dark web scans, threats, action items, notifications, assistant history and connected protections. Families you were the only member of are gone too.</p>
<p>If you didn't ask for this, reply to this email so we can help.</p>
<p>Stay safe,<br>The Lifeguard team</p>
</body></html>`;
  return { to, subject: 'Your Lifeguard account has been deleted', text, html };
}

import { escapeHtml } from '../../plugins/html.js';
import type { Mail } from '../../plugins/mailer.js';

/**
 * The notice sent when a second factor locks (issue 30 item 6): someone who knows the password
 * tried 10 wrong codes, so the mail says what happened, that it undoes itself in 15 minutes,
 * and, if it was not the reader, to change the password at `passwordChangeUrl`.
 */
export function lockedOutMail(to: string, passwordChangeUrl: string): Mail {
  const what = [
    'Someone entered 10 incorrect two-factor codes while signing in to your Lifeguard account.',
    'To protect you, two-factor sign-in is locked for 15 minutes.',
  ];
  const advice = "If this wasn't you, someone knows your password. Change it now:";
  const text = [
    'Hi there,',
    '',
    ...what,
    'If it was you, wait 15 minutes and try again with your authenticator app or a recovery code.',
    '',
    advice,
    passwordChangeUrl,
    '',
    'Stay safe,',
    'The Lifeguard team',
    '',
  ].join('\n');
  const href = escapeHtml(passwordChangeUrl);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
<p>Hi there,</p>
<p>${what.join(' ')}</p>
<p>If it was you, wait 15 minutes and try again with your authenticator app or a recovery code.</p>
<p>${escapeHtml(advice)} <a href="${href}">${href}</a></p>
<p>Stay safe,<br>The Lifeguard team</p>
</body></html>`;
  return { to, subject: 'Two-factor sign-in to your Lifeguard account is locked', text, html };
}

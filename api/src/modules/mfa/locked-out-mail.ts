import { escapeHtml } from '../../plugins/html.js';
import { letter } from '../../plugins/link-mail.js';
import type { Mail } from '../../plugins/mailer.js';

/**
 * The notice sent when a second factor locks (issue 30 item 6): someone who knows the password
 * tried 10 wrong codes, so the mail says what happened, that it undoes itself in 15 minutes,
 * and, if it was not the reader, to change the password at `passwordChangeUrl`. In the one
 * letter frame and footer (link-mail.ts).
 */
export function lockedOutMail(to: string, passwordChangeUrl: string): Mail {
  const what = [
    'Someone entered 10 incorrect two-factor codes while signing in to your Lifeguard account.',
    'To protect you, two-factor sign-in is locked for 15 minutes.',
  ];
  const retry =
    'If it was you, wait 15 minutes and try again with your authenticator app or a recovery code.';
  const advice = "If this wasn't you, someone knows your password. Change it now:";
  const href = escapeHtml(passwordChangeUrl);
  return letter(to, 'Two-factor sign-in to your Lifeguard account is locked', {
    text: [...what, retry, '', advice, passwordChangeUrl],
    html: [what.join(' '), retry, `${escapeHtml(advice)} <a href="${href}">${href}</a>`],
  });
}

import { letter } from '../../plugins/link-mail.js';
import type { Mail } from '../../plugins/mailer.js';

/**
 * The confirmation sent once an account is deleted (issue 13 "Your data"): what went, in plain
 * words, and no link, since there is no account left to sign in to.
 */
export function accountDeletedMail(to: string): Mail {
  const done = 'Your Lifeguard account has been deleted, as you asked.';
  const removed = [
    'We removed your profile, your dark web scans, threats, action items, notifications,',
    'assistant history and connected protections. Families you were the only member of are',
    'gone too.',
  ];
  const notYou = "If you didn't ask for this, reply to this email so we can help.";
  return letter(to, 'Your Lifeguard account has been deleted', {
    text: [done, ...removed, '', notYou],
    html: [done, removed.join(' '), notYou],
  });
}

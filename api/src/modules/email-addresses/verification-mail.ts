import { linkMail } from '../../plugins/link-mail.js';
import type { Mail } from '../../plugins/mailer.js';

/**
 * The email verification message (issue 16 §3): its link
 * (`app.frontendUrl('accountConfirmEmail', {key})`) holds the key.
 */
export const verificationMail = (to: string, link: string): Mail =>
  linkMail(to, link, {
    subject: 'Confirm your email address for Lifeguard',
    intro: 'Please confirm that this email address belongs to your Lifeguard account.',
    action: 'To confirm it, open this link:',
    button: 'Confirm my email address',
    ignore: "If you didn't add this address to a Lifeguard account, you can safely ignore this email.",
  });

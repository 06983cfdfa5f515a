import { linkMail } from '../../plugins/link-mail.js';
import type { Mail } from '../../plugins/mailer.js';

/** The password reset message (spec 000 §4): its link (`accountResetPasswordFromKey`) holds the key. */
export const resetMail = (to: string, link: string): Mail =>
  linkMail(to, link, {
    subject: 'Reset your Lifeguard password',
    intro: 'We received a request to reset the password for your Lifeguard account.',
    action: 'To choose a new password, open this link:',
    button: 'Choose a new password',
    ignore: "If you didn't ask for this, you can safely ignore this email - your password stays the same.",
  });

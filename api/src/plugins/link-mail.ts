import { escapeHtml } from './html.js';
import type { Mail } from './mailer.js';

/** What a {@link linkMail} says, in plain words. */
export type LinkMailWords = {
  subject: string;
  /** Why the mail came. */
  intro: string;
  /** The text version's line before the link ("To …, open this link:"). */
  action: string;
  /** The HTML version's button. */
  button: string;
  /** What to do if the reader did not ask for it. */
  ignore: string;
};

/**
 * A mail whose point is one single-use link valid for 3 days (password reset, email
 * verification; issue 16 §3, §7): warm plain words, the link on a line of its own in the text
 * version and a button in the HTML version, both escaped. `link` holds the key: never logged.
 */
export function linkMail(to: string, link: string, words: LinkMailWords): Mail {
  const validity = 'The link works for 3 days and can be used once.';
  const text = [
    'Hi there,',
    '',
    words.intro,
    words.action,
    '',
    link,
    '',
    validity,
    words.ignore,
    '',
    'Stay safe,',
    'The Lifeguard team',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const ignore = escapeHtml(words.ignore).replace(' - ', ' &mdash; ');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2933">
<p>Hi there,</p>
<p>${escapeHtml(words.intro)}</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(words.button)}</a></p>
<p>Or copy this link into your browser:<br>${href}</p>
<p>${validity} ${ignore}</p>
<p>Stay safe,<br>The Lifeguard team</p>
</body></html>`;
  return { to, subject: words.subject, text, html };
}

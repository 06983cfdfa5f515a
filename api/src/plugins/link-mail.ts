import { escapeHtml } from './html.js';
import type { Mail } from './mailer.js';

/** The style of every mail's HTML body. */
const BODY_STYLE = 'font-family: sans-serif; line-height: 1.5; color: #1f2933';

/** A mail's HTML version: `body` (markup, every value in it already escaped) in the one frame. */
export const mailDocument = (body: string) => `<!doctype html>
<html><body style="${BODY_STYLE}">
${body}
</body></html>`;

/** What a {@link letter} says between its greeting and its sign-off. */
export type LetterBody = {
  /** The text version's lines ('' is a blank line). */
  text: string[];
  /** The HTML version's paragraphs, as markup with every value already escaped. */
  html: string[];
};

/**
 * A mail to a user in our one voice: "Hi there," then `body`, then the one footer "Stay safe,
 * The Lifeguard team", in a text version and an HTML version.
 */
export function letter(to: string, subject: string, body: LetterBody): Mail {
  const text = ['Hi there,', '', ...body.text, '', 'Stay safe,', 'The Lifeguard team', ''].join('\n');
  const paragraphs = ['Hi there,', ...body.html, 'Stay safe,<br>The Lifeguard team'];
  const html = mailDocument(paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n'));
  return { to, subject, text, html };
}

/** What a {@link linkMail} says, in plain words. */
export type LinkMailWords = {
  subject: string;
  /**
   * Why the mail came: one paragraph, or its text version's lines ('' a blank line) and its
   * HTML (markup, every value in it escaped) where they differ, e.g. names kept ASCII in the
   * text part so that it goes 7bit.
   */
  intro: string | LetterBody;
  /** The text version's line before the link ("To …, open this link:"). */
  action: string;
  /** The HTML version's button. */
  button: string;
  /** How long and how often the link works; default "The link works for 3 days and can be used once." */
  validity?: string;
  /** What to do if the reader did not ask for it. */
  ignore: string;
};

/**
 * A mail whose point is one single-use link (password reset and email verification, valid for 3
 * days, issue 16 §3, §7; a family invitation until it expires): warm plain words, the link on a
 * line of its own in the text version and a button in the HTML version, both escaped. `link`
 * holds the key: never logged.
 */
export function linkMail(to: string, link: string, words: LinkMailWords): Mail {
  const { intro, action, button, ignore } = words;
  const introText = typeof intro === 'string' ? [intro] : intro.text;
  const introHtml = typeof intro === 'string' ? [escapeHtml(intro)] : intro.html;
  const validity = words.validity ?? 'The link works for 3 days and can be used once.';
  const href = escapeHtml(link);
  const buttonStyle =
    'display:inline-block;padding:10px 18px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none';
  return letter(to, words.subject, {
    text: [...introText, action, '', link, '', validity, ignore],
    html: [
      ...introHtml,
      `<a href="${href}" style="${buttonStyle}">${escapeHtml(button)}</a>`,
      `Or copy this link into your browser:<br>${href}`,
      `${escapeHtml(validity)} ${escapeHtml(ignore).replace(' - ', ' &mdash; ')}`,
    ],
  });
}

import PostalMime, { type Address } from 'postal-mime';
import { htmlLinks, htmlToText, textLinks, type MailLink } from './html.js';

/** A mailbox: the address (lower case) and the display name ('' when none). */
export type Mailbox = { email: string; name: string };

/**
 * What the checks read of a message. Addresses are lower case; `authenticationResults` is the
 * raw text of the topmost Authentication-Results header, the one the receiving provider added
 * (a sender can write its own further down); `text` is the plain text (the HTML's visible text
 * when there is no plain part); `links` come from the HTML, else from addresses in the text.
 */
export type ParsedMail = {
  subject: string;
  from: Mailbox;
  replyTo: Mailbox | null;
  returnPath: string | null;
  authenticationResults: string | null;
  date: string | null;
  messageId: string | null;
  text: string;
  links: MailLink[];
  attachments: { filename: string; mimeType: string }[];
};

const firstMailbox = (address: Address | undefined): Mailbox | null => {
  const mailbox = address?.group ? address.group[0] : address;
  return mailbox?.address ? { email: mailbox.address.toLowerCase(), name: mailbox.name.trim() } : null;
};

/** Parses a raw RFC 5322 message (text or bytes) with postal-mime. */
export async function parseMail(raw: string | Uint8Array): Promise<ParsedMail> {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'base64' });
  const header = (key: string) => email.headers.find((h) => h.key === key)?.value ?? null;
  const text = email.text?.trim() || (email.html ? htmlToText(email.html) : '');
  return {
    subject: email.subject?.trim() ?? '',
    from: firstMailbox(email.from) ?? { email: '', name: '' },
    replyTo: firstMailbox(email.replyTo?.[0]),
    returnPath: email.returnPath?.replace(/[<>]/g, '').trim().toLowerCase() || null,
    authenticationResults: header('authentication-results'),
    date: email.date ?? null,
    messageId: email.messageId ?? null,
    text,
    links: email.html ? htmlLinks(email.html) : textLinks(text),
    attachments: email.attachments
      .filter((a) => a.disposition !== 'inline' || a.filename)
      .map((a) => ({ filename: a.filename ?? '', mimeType: a.mimeType })),
  };
}

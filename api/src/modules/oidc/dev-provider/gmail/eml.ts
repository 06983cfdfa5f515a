import { createHash } from 'node:crypto';
import PostalMime from 'postal-mime';

/** What the mailbox index keeps of one message file, beyond Gmail's ids. */
export type EmlSummary = {
  labelIds: string[];
  /** Gmail's receive time, ms epoch: the Date header, else the file's modification time. */
  internalDate: number;
  /** The start of the text, whitespace collapsed (Gmail's `snippet`). */
  snippet: string;
  /** Message-ID and the ids it answers (In-Reply-To, References), to find its thread. */
  messageId?: string;
  parents: string[];
  /** Google Takeout's X-GM-THRID (decimal) as Gmail's hex thread id. */
  threadId?: string;
  from: string;
  to: string;
  subject: string;
};

const SNIPPET_LENGTH = 200;

/** Google Takeout's label names that are Gmail system labels, by lower-cased name. */
const SYSTEM_LABELS: Record<string, string> = {
  inbox: 'INBOX',
  spam: 'SPAM',
  trash: 'TRASH',
  sent: 'SENT',
  draft: 'DRAFT',
  drafts: 'DRAFT',
  starred: 'STARRED',
  important: 'IMPORTANT',
  unread: 'UNREAD',
  chat: 'CHAT',
};
/** Takeout's states that are no label in the API ("Opened" is read mail, "Archived" no INBOX). */
const NO_LABEL = new Set(['opened', 'archived']);

/**
 * Gmail label ids of an `X-Gmail-Labels` header (Google Takeout's: comma-separated names, e.g.
 * `Inbox, Spam, Category Promotions` -> INBOX, SPAM, CATEGORY_PROMOTIONS); a user's own label
 * becomes `Label_<hash>`. Without the header a message is in the inbox.
 */
export function labelIdsOf(header: string | undefined): string[] {
  if (header === undefined) return ['INBOX'];
  const ids = header
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !NO_LABEL.has(name.toLowerCase()))
    .map((name) => {
      const lower = name.toLowerCase();
      if (SYSTEM_LABELS[lower]) return SYSTEM_LABELS[lower];
      if (lower.startsWith('category ')) return `CATEGORY_${name.slice(9).trim().toUpperCase()}`;
      return `Label_${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;
    });
  return [...new Set(ids)];
}

/** Plain text of an HTML body, enough for a snippet. */
const textOfHtml = (html: string) =>
  html
    .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const messageIds = (value: string | undefined) => value?.match(/<[^<>\s]+>/g) ?? [];

/** Reads what the index keeps of one RFC 5322 message (`mtimeMs`: its file's modification time). */
export async function summarizeEml(bytes: Buffer, mtimeMs: number): Promise<EmlSummary> {
  const email = await PostalMime.parse(bytes);
  const header = (key: string) => email.headers.find((h) => h.key === key)?.value;
  const date = email.date ? Date.parse(email.date) : NaN;
  const text = email.text || textOfHtml(email.html ?? '');
  const takeoutThread = header('x-gm-thrid');
  return {
    labelIds: labelIdsOf(header('x-gmail-labels')),
    internalDate: Number.isFinite(date) ? date : Math.floor(mtimeMs),
    snippet: text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH),
    messageId: messageIds(email.messageId)[0],
    parents: [...messageIds(email.inReplyTo), ...messageIds(email.references)],
    threadId:
      takeoutThread && /^\d{1,20}$/.test(takeoutThread) ? BigInt(takeoutThread).toString(16) : undefined,
    from: header('from') ?? '',
    to: header('to') ?? '',
    subject: email.subject ?? '',
  };
}

/**
 * Whether `bytes` look like an RFC 5322 message: a header section of `Name: value` lines
 * (folded lines allowed) with a From header, then a blank line or the end.
 */
export function looksLikeEml(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 256 * 1024).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  const lines = (end === -1 ? head : head.slice(0, end)).split(/\r?\n/);
  if (lines.length === 0 || !/^[!-9;-~]+:/.test(lines[0] ?? '')) return false;
  const valid = lines.every((line) => /^[!-9;-~]+:/.test(line) || /^[ \t]/.test(line));
  return valid && lines.some((line) => /^from:/i.test(line));
}

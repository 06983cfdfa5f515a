import PostalMime, { type Email } from 'postal-mime';
import type { IndexedMessage } from './mailbox-index.js';

/** users.messages.get formats (Gmail's; `full` is the default). */
export const MESSAGE_FORMATS = ['full', 'metadata', 'minimal', 'raw'] as const;
export type MessageFormat = (typeof MESSAGE_FORMATS)[number];

type Header = { name: string; value: string };
type Body = { size: number; data?: string };
type Part = {
  partId: string;
  mimeType: string;
  filename: string;
  headers: Header[];
  body: Body;
  parts?: Part[];
};

const body = (content: string | ArrayBuffer | Uint8Array | undefined): Body => {
  if (content === undefined) return { size: 0 };
  const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content as Uint8Array);
  return { size: bytes.length, data: bytes.toString('base64url') };
};

/** The parts of a parsed message: its text, its HTML and its attachments (a flattened tree). */
function parts(email: Email): Part[] {
  const texts = [
    ['text/plain', email.text],
    ['text/html', email.html],
  ] as const;
  const bodies = texts
    .filter(([, content]) => content !== undefined)
    .map(([mimeType, content]) => ({ mimeType, filename: '', headers: [], body: body(content) }));
  const attachments = email.attachments.map((a) => ({
    mimeType: a.mimeType,
    filename: a.filename ?? '',
    headers: [{ name: 'Content-Type', value: a.mimeType }],
    body: body(a.content),
  }));
  return [...bodies, ...attachments].map((part, index) => ({ partId: String(index), ...part }));
}

/** The top-level payload: headers (all, or `metadataHeaders` only), and the body for `full`. */
function payload(email: Email, format: 'full' | 'metadata', metadataHeaders: string[]): Part {
  const wanted = new Set(metadataHeaders.map((name) => name.toLowerCase()));
  const headers = email.headers
    .filter((h) => format === 'full' || wanted.size === 0 || wanted.has(h.key))
    .map((h) => ({ name: h.originalKey, value: h.value }));
  const mimeType = (email.headers.find((h) => h.key === 'content-type')?.value ?? 'text/plain')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const top = { partId: '', mimeType, filename: '', headers, body: { size: 0 } };
  if (format === 'metadata') return top;
  const all = parts(email);
  if (!mimeType.startsWith('multipart/')) return { ...top, body: all[0]?.body ?? { size: 0 } };
  return { ...top, parts: all };
}

/**
 * Gmail's Message resource of one indexed message in `format`: ids, labels, snippet,
 * sizeEstimate, historyId and internalDate (strings, as Gmail's), then `raw` (base64url of the
 * file) or a `payload` (headers; for `full` also the text, HTML and attachments, each with
 * its `body.data` inline).
 */
export async function messageResource(
  message: IndexedMessage,
  bytes: Buffer,
  format: MessageFormat,
  metadataHeaders: string[] = [],
) {
  const { id, threadId, labelIds, snippet, sizeEstimate } = message;
  const base = { id, threadId, labelIds, snippet };
  const tail = {
    sizeEstimate,
    historyId: String(message.historyId),
    internalDate: String(message.internalDate),
  };
  if (format === 'minimal') return { ...base, ...tail };
  if (format === 'raw') return { ...base, ...tail, raw: bytes.toString('base64url') };
  const email = await PostalMime.parse(bytes);
  return { ...base, payload: payload(email, format, metadataHeaders), ...tail };
}

import { parse } from 'tldts';

/** Most links one answer checks. */
export const MAX_LINKS = 3;

const EXPLICIT = /\b(?:https?|hxxps?):\/\/[^\s<>"'`]+/gi;
const EMAIL = /\b[\w.+-]+@((?:[\w-]+\.)+[a-z]{2,})\b/gi;
const BARE = /\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:\/[^\s<>"'`]*)?/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** A link found in a message: what to check, and whether it was an email sender's domain. */
export type FoundLink = { url: string; fromEmail: boolean };

/**
 * The links of a message, in order, at most {@link MAX_LINKS}: explicit http(s) URLs (a
 * "defanged" hxxp one too), bare domains on the Public Suffix List ('paypa1-secure.com/login'),
 * and the domains of email addresses (checked as `https://<domain>`). Trailing punctuation is
 * not part of a link.
 */
export function linksIn(message: string): FoundLink[] {
  const found: FoundLink[] = [];
  const add = (url: string, fromEmail = false) => {
    const clean = url.replace(TRAILING, '').replace(/^hxxp/i, 'http');
    if (!found.some((f) => f.url === clean)) found.push({ url: clean, fromEmail });
  };
  let rest = message.replace(EXPLICIT, (url) => {
    add(url);
    return ' ';
  });
  rest = rest.replace(EMAIL, (_email, domain: string) => {
    add(`https://${domain}`, true);
    return ' ';
  });
  for (const candidate of rest.match(BARE) ?? []) {
    const host = candidate.replace(TRAILING, '').split('/')[0]!;
    if (parse(host).isIcann && parse(host).domain) add(candidate);
  }
  return found.slice(0, MAX_LINKS);
}

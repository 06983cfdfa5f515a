/** A link of a message: the words the reader sees and where it really goes. */
export type MailLink = { text: string; href: string };

/** Longest HTML read: enough for any real message, a bound on the work for a hostile one. */
const MAX_HTML = 1_000_000;
const MAX_LINKS = 200;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the HTML entities a message uses (named basics and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The visible text of an HTML fragment: no scripts, styles or tags, entities decoded. */
export function htmlToText(html: string): string {
  const text = html
    .slice(0, MAX_HTML)
    .replace(/<(script|style|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<(br|\/p|\/div|\/tr|\/li|\/h[1-6])\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(text)
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * The `<a href>` links of an HTML body with their visible text (at most 200). A linear scan
 * rather than a DOM: it needs no HTML library and cannot be made to backtrack.
 */
export function htmlLinks(html: string): MailLink[] {
  const source = html.slice(0, MAX_HTML);
  const lower = source.toLowerCase();
  const links: MailLink[] = [];
  const opening = /<a\b([^>]*)>/gi;
  for (let match = opening.exec(source); match && links.length < MAX_LINKS; match = opening.exec(source)) {
    const href = HREF.exec(match[1]!);
    const raw = href?.[1] ?? href?.[2] ?? href?.[3];
    if (!raw) continue;
    const end = lower.indexOf('</a', opening.lastIndex);
    const inner = end === -1 ? '' : source.slice(opening.lastIndex, end);
    links.push({ href: decodeEntities(raw).trim(), text: htmlToText(inner).replace(/\s+/g, ' ') });
  }
  return links;
}

/** Web addresses written out in plain text, each its own link text. */
export function textLinks(text: string): MailLink[] {
  const urls = text.match(/\bhttps?:\/\/[^\s<>"')\]]+/gi) ?? [];
  return urls.slice(0, MAX_LINKS).map((url) => {
    const href = url.replace(/[.,;:!?]+$/, '');
    return { text: href, href };
  });
}

/** Longest breach name kept, in characters (HIBP's longest breach title has 50). */
export const BREACH_NAME_MAX = 50;

/** What a breach without a usable name is called (as a DeHashed entry without one). */
export const UNKNOWN_BREACH = 'Unknown';

/** Line breaks: only the first line of a name is its name. */
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;
/** Control and format characters (NUL, escapes, zero-width, bidi overrides). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** Where a name gives way to a sentence: ' - ', ' | ', ': ', ', ', '; ', '! ', '? ', ' ('. */
const CLAUSE = /\s[-–—|•]\s|[:;,!?]\s|\s[([{<]/u;
/** A link, or an address: it and whatever follows it (instructions about the link) go. */
const LINK = /(?:[a-z][a-z\d+.-]*:\/\/|www\.)|\S+@\S+/iu;
/** A bare host name, with its port and path, e.g. 'adobe-reset.evil.example/now'. */
const HOST = /([\p{L}\p{N}-]+)(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?::\d+)?(?:\/\S*)?/u;
const HOSTS = new RegExp(HOST.source, 'gu');
const EDGES = /^[\s\-–—|•:;,.!?/\\'"`]+|[\s\-–—|•:;,!?/\\'"`]+$/gu;

/**
 * The name of a breach as the assistant's tools and action-item titles may carry it (issue 30
 * item 7, finding F10). It comes from the breach source (a corpus file, DeHashed), so from
 * whoever wrote it: 'Adobe - reset it at https://adobe-reset.evil.example now' must not put a
 * link into 'Change your … password'. Kept: the first line, up to the first clause break
 * (' - ', ': ', ', ' …), without control or format characters, links, addresses or host names
 * (nor what follows one; a first word that is a host keeps its first label, 'LinkedIn.com' →
 * 'LinkedIn'), whitespace collapsed, at most {@link BREACH_NAME_MAX} characters (cut at a word
 * when it can). Real names pass unchanged ('Adobe', 'Mac-Torrents', 'Coupon Mom / Armor
 * Games'); nothing left gives {@link UNKNOWN_BREACH}. Pure and idempotent.
 */
export function breachName(raw: string): string {
  const [line = ''] = raw.normalize('NFKC').split(LINE_BREAK);
  let name = line.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  name = cutAt(name, CLAUSE);
  name = cutAt(name, LINK);
  // A host after the first word is a link in a sentence; as the first word, the site's name.
  const host = HOST.exec(name);
  if (host && host.index > 0) name = name.slice(0, host.index);
  name = name.replace(HOSTS, '$1').replace(/\s+/g, ' ').replace(EDGES, '');
  if (name.length > BREACH_NAME_MAX) {
    const cut = name.slice(0, BREACH_NAME_MAX);
    const space = cut.lastIndexOf(' ');
    name = (space > BREACH_NAME_MAX / 2 ? cut.slice(0, space) : cut).replace(EDGES, '');
  }
  return name || UNKNOWN_BREACH;
}

/** `text` before the first match of `pattern` (all of it when none). */
function cutAt(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  return match ? text.slice(0, match.index) : text;
}

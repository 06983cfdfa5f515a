/** The longest summary: one line of Swagger UI's operation bar. */
export const SUMMARY_MAX = 100;

const METHOD = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b/;

/**
 * The first place in `text` where `stop` matches outside backquoted code, parentheses,
 * brackets and braces, or -1 (`stop` gets the text from that place on).
 */
function topLevelIndex(text: string, stop: (rest: string) => boolean): number {
  let depth = 0;
  let code = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '`') code = !code;
    else if (code) continue;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && stop(text.slice(i))) return i;
  }
  return -1;
}

/** `text` without its top-level parenthesized asides (`(spec 001 §7)`). */
function withoutAsides(text: string): string {
  let out = '';
  let depth = 0;
  let code = false;
  for (const char of text) {
    if (char === '`') code = !code;
    if (!code && char === '(') depth += 1;
    if (depth === 0) out += char;
    if (!code && char === ')') depth = Math.max(0, depth - 1);
  }
  return out.replace(/\s+([,;:.])/g, '$1').replace(/\s{2,}/g, ' ');
}

/** `text` cut at each top-level `;`. */
function clausesOf(text: string): string[] {
  const at = topLevelIndex(text, (rest) => rest.startsWith(';'));
  return at < 0 ? [text] : [text.slice(0, at), ...clausesOf(text.slice(at + 1))];
}

/** The start of `text` up to `stop`, or all of it. */
function upTo(text: string, stop: (rest: string) => boolean): string {
  const at = topLevelIndex(text, stop);
  return at < 0 ? text : text.slice(0, at);
}

const sentenceEnd = (rest: string) => /^\.(\s|$)/.test(rest);
const colon = (rest: string) => /^:(\s|$)/.test(rest);

/** A clause that says something: a word, not only a status code and a body's shape, nor an error. */
const saysSomething = (clause: string) =>
  /[A-Za-z]{3,}/.test(clause.replace(/`[^`]*`/g, '')) && !/^[45]\d\d\b/.test(clause);

/**
 * A route docstring's one-line summary, plain text (issue 36 item 5). Its first sentence:
 * - without the `METHOD path body:` head it usually starts with, as Swagger UI shows the method
 *   and path beside it; a docstring titled `allauth "Login" (spec 000 §7): POST ...` gives its
 *   title, `Login`;
 * - up to a colon (what follows details it), and its first clause that says something (the
 *   errors after a `;` stay in the description);
 * - without parenthesized asides, backquotes and a status code before `the`;
 * - capitalized, and cut at a word to SUMMARY_MAX characters.
 * Empty when nothing is left.
 */
export function summaryOf(docstring: string): string {
  let sentence = upTo(docstring.replace(/\s+/g, ' ').trim(), sentenceEnd);
  const head = topLevelIndex(sentence, colon);
  if (METHOD.test(sentence)) {
    sentence = head >= 0 ? sentence.slice(head + 1) : sentence.replace(/^\S+\s+\S+[\s,]*/, '');
  } else if (head >= 0) {
    sentence = sentence.slice(0, head).replace(/^[\w-]+ "([^"]+)"/, '$1');
  }
  const clauses = clausesOf(upTo(sentence, colon)).map((clause) => withoutAsides(clause).trim());
  let summary = (clauses.find(saysSomething) ?? clauses[0] ?? '')
    .replace(/^\d{3}\s+(?=(the|a|an)\s)/, '')
    .replaceAll('`', '')
    .replace(/^→\s*/, '')
    .replace(/[\s,;:.]+$/, '')
    .trim();
  if (/^[a-z][a-z-]*(\s|,|$)/.test(summary)) summary = summary.charAt(0).toUpperCase() + summary.slice(1);
  if (summary.length <= SUMMARY_MAX) return summary;
  const cut = summary.slice(0, SUMMARY_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:]+$/, '')}…`;
}

import { HELP_PATH } from '@lifeguard/contracts/help';

/** A run of an answer's text: plain text, or the address of one of our help centre's articles. */
export type TextRun = { kind: 'text'; text: string } | { kind: 'help'; href: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` cut around the addresses of our help centre's articles on `origin` (this page's): the
 * assistant cites an article by its `/help/<slug>/` address on the configured public origin
 * (issue 33 item 1), which the panel makes a link. Any other address stays text, as the rest
 * of an answer: nothing the model writes can make a link elsewhere.
 */
export function helpLinkRuns(text: string, origin: string): TextRun[] {
  const pattern = new RegExp(`${escapeRegExp(`${origin}${HELP_PATH}`)}[a-z0-9-]+/`, 'g');
  const runs: TextRun[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) runs.push({ kind: 'text', text: text.slice(from, match.index) });
    runs.push({ kind: 'help', href: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) runs.push({ kind: 'text', text: text.slice(from) });
  return runs;
}

import { escapeHtml } from '../../plugins/html.js';

const NUMBERED = /^\d+\.\s+/;
const BULLET = /^-\s+/;

/** The items of `lines` when every one starts with `marker`, without it; else null. */
function listItems(lines: string[], marker: RegExp): string[] | null {
  return lines.every((line) => marker.test(line)) ? lines.map((line) => line.replace(marker, '')) : null;
}

const list = (tag: 'ol' | 'ul', items: string[]) =>
  `<${tag}>\n${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</${tag}>`;

/**
 * An article's body as HTML (issue 33 item 1): each paragraph (blank-line separated) a `<p>`, or
 * a numbered list when each of its lines starts '1. ', a bulleted one when each starts '- '
 * (safety-resources guides.ts); every text escaped.
 */
export function articleBodyHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      const numbered = listItems(lines, NUMBERED);
      if (numbered) return list('ol', numbered);
      const bullets = listItems(lines, BULLET);
      if (bullets) return list('ul', bullets);
      return `<p>${escapeHtml(lines.join(' '))}</p>`;
    })
    .join('\n');
}

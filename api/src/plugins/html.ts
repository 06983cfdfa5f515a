import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `value` safe inside HTML text and quoted attributes: the one HTML escaping of the server. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * Colours and type of every page the server renders itself, light and dark by the visitor's
 * `prefers-color-scheme` (the apps' own themes are not loaded: these pages carry no script).
 */
const BASE_STYLE = `:root{color-scheme:light dark;--bg:#f6f8fa;--fg:#1b1f24;--muted:#4a5561;--card:#fff;--line:#d0d7de;--link:#0b57d0;--accent:#0b57d0;--on-accent:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#111418;--fg:#e6e9ec;--muted:#aab4be;--card:#1b2026;--line:#39424c;--link:#8ab4f8;--accent:#8ab4f8;--on-accent:#0b1b33}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--link)}a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
main{display:block;max-width:44rem;margin:0 auto;padding:1.5rem 1rem 3rem}`;

/** A page for {@link renderPage}. */
export type HtmlPage = {
  /** Plain text of `<title>` (escaped here). */
  title: string;
  /** Markup of `<body>`, every text in it already escaped with {@link escapeHtml}. */
  body: string;
  /** The page's own CSS, applied after the base style. */
  style?: string;
  /** Extra markup of `<head>` (e.g. a meta refresh), already escaped. */
  head?: string;
  /** Its forms submit to this origin (`form-action 'self'`, a search form); default: no form. */
  forms?: boolean;
};

/** A rendered page and its Content-Security-Policy. */
export type RenderedPage = { html: string; csp: string };

/**
 * A complete HTML document (lang, charset, mobile viewport, light and dark colours) and the
 * strict CSP that allows its one inline `<style>` by SHA-256 hash and nothing else: no script,
 * image, frame or base URL, and no form target but this origin when `forms` (OWASP CSP cheat
 * sheet, "strict policy").
 */
export function renderPage({ title, body, style = '', head = '', forms = false }: HtmlPage): RenderedPage {
  const css = `${BASE_STYLE}\n${style}`;
  const hash = createHash('sha256').update(css).digest('base64');
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${hash}'`,
    "base-uri 'none'",
    `form-action ${forms ? "'self'" : "'none'"}`,
    "frame-ancestors 'none'",
  ].join('; ');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${head}<style>${css}</style>
</head>
<body>
${body}
</body>
</html>
`;
  return { html, csp };
}

/** Sends a rendered page as `text/html` with its CSP and the given Cache-Control. */
export function sendPage(reply: FastifyReply, page: RenderedPage, cacheControl: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(page.html);
}

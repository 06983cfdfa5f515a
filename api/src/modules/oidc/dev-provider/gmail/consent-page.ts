import type { FastifyReply } from 'fastify';
import { escapeHtml, renderPage } from '../../../../plugins/html.js';
import { KNOWN_SCOPES } from './registration.js';

const NOTICE =
  'This is a local development stand-in for Google. No Google account is used: the mailbox is the ' +
  'folder gmail/&lt;email&gt;/ of the server’s data directory.';

const STYLE = `.card{max-width:28rem;margin:2rem auto;padding:2rem;background:var(--card);border:1px solid var(--line);border-radius:.75rem}
h1{font-size:1.4rem;margin:0 0 .25rem}h2{font-size:1rem;margin:1.5rem 0 .5rem}.account{font-weight:600;margin:0}
.notice{color:var(--muted);font-size:.9rem}.error{color:#b3261e}@media (prefers-color-scheme:dark){.error{color:#f2b8b5}}
.actions{display:flex;justify-content:flex-end;gap:.75rem;margin-top:1.5rem}
button{padding:.6rem 1.4rem;font-size:1rem;border-radius:1.25rem;border:1px solid var(--accent);cursor:pointer}
button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button[value=allow]{background:var(--accent);color:var(--on-accent)}button[value=cancel]{background:transparent;color:var(--accent)}`;

const page = (title: string, body: string) =>
  renderPage({
    title,
    style: STYLE,
    body: `<main class="card">\n${body}\n<p class="notice" role="note">${NOTICE}</p>\n</main>`,
  });

/** What the consent page shows: where its form posts, the account, the scopes, its token. */
export type ConsentPageProps = { action: string; email: string; scope: string; interaction: string };

/**
 * Google's consent page: "Lifeguard wants to access your Google Account <email>", what each
 * scope allows, and 'Cancel' / 'Allow' posting the interaction token back. No script: the
 * development provider's CSP allows its inline style and forms posting to itself.
 */
export function consentPage({ action, email, scope, interaction }: ConsentPageProps): string {
  const grants = scope
    .split(' ')
    .map((s) => `<li>${escapeHtml(KNOWN_SCOPES[s] ?? s)}</li>`)
    .join('');
  return page(
    'Sign in - Google Accounts',
    `<h1>Lifeguard wants to access your Google Account</h1>
<p class="account">${escapeHtml(email)}</p>
<h2 id="grants">This will allow Lifeguard to:</h2>
<ul aria-labelledby="grants">${grants}</ul>
<p>Make sure you trust Lifeguard. You can remove its access at any time by disconnecting Gmail in Lifeguard.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="interaction" value="${escapeHtml(interaction)}">
<div class="actions">
<button type="submit" name="action" value="cancel">Cancel</button>
<button type="submit" name="action" value="allow">Allow</button>
</div>
</form>`,
  ).html;
}

/**
 * Google's page for a request it refuses ("Access blocked", `Error <status>: <code>`, e.g.
 * `Error 400: redirect_uri_mismatch`), shown instead of redirecting anywhere.
 */
export function consentErrorPage(status: number, code: string, detail: string): string {
  return page(
    'Access blocked - Google Accounts',
    `<h1>Access blocked: Lifeguard’s request is invalid</h1>
<p class="error" role="alert">Error ${status}: ${escapeHtml(code)}</p>
<p>${escapeHtml(detail)}</p>
<p>Go back to Lifeguard and connect Gmail again.</p>`,
  ).html;
}

/** Sends a stand-in page, never cached (it carries a token). */
export const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

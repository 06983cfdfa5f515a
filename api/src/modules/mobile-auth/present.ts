import {
  MOBILE_AUTH_CODE_PARAM,
  MOBILE_AUTH_CODE_TTL_SECONDS,
  MOBILE_AUTH_REDIRECT_PATH,
} from '@lifeguard/contracts/mobile-auth';
import { escapeHtml, renderPage, type RenderedPage } from '../../plugins/html.js';

export const HANDOFF_TITLE = 'Return to the Lifeguard app';

const STYLE = `main{max-width:28rem;text-align:center;padding-top:3rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}p{color:var(--muted)}
.button{display:block;margin:2rem 0;padding:1rem 1.25rem;border-radius:.5rem;background:var(--accent);color:var(--on-accent);font-size:1.125rem;font-weight:600;text-decoration:none}`;

/** The app's redirect URI (MOBILE_APP_REDIRECT_URI) with `?code=<code>` added to its query. */
export function callbackLink(redirectUri: string, code: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set(MOBILE_AUTH_CODE_PARAM, code);
  return url.href;
}

/**
 * The handoff page: a meta refresh to `link` (the app's custom-scheme URI with the code) and,
 * since a custom scheme can fail silently, the same link as a prominent button, plus a way to
 * get a fresh code once this one has expired.
 */
export function handoffPage(link: string): RenderedPage {
  const href = escapeHtml(link);
  const minutes = MOBILE_AUTH_CODE_TTL_SECONDS / 60;
  return renderPage({
    title: HANDOFF_TITLE,
    style: STYLE,
    head: `<meta name="referrer" content="no-referrer">\n<meta http-equiv="refresh" content="0; url=${href}">\n`,
    body: `<main>
<h1>${escapeHtml(HANDOFF_TITLE)}</h1>
<p>You are signed in. We are opening the Lifeguard app for you.</p>
<a class="button" href="${href}">${escapeHtml(HANDOFF_TITLE)}</a>
<p>If the app does not open, use the button above on the phone where the app is installed. The button works once, within ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.</p>
<p><a href="${escapeHtml(MOBILE_AUTH_REDIRECT_PATH)}">Get a new link</a></p>
</main>`,
  });
}

import type { App } from '../../../src/app.js';
import { Browser, signInDirectly } from '../../helpers/browser.js';
import { uniqueEmail } from '../../helpers/app.js';

export const REDIRECT = '/users/mobile-auth-redirect/';
export const TOKEN = '/users/api/mobile-auth/token/';

let lastOctet = 0;
/** A new client address, so each test has the exchange's per-IP limit to itself. */
export const nextIp = () => `192.0.2.${++lastOctet}`;

/** A new user and a browser signed in as them. */
export async function signedInBrowser(app: App) {
  const user = await app.users.create({ email: uniqueEmail('mobile'), password: 'Password-123' });
  const browser = new Browser(app);
  await signInDirectly(app, browser, user.id);
  return { user, browser };
}

/** The href of the page's 'Return to the Lifeguard app' button (HTML-unescaped). */
export function buttonHref(html: string): string {
  const match = /<a class="button" href="([^"]+)">Return to the Lifeguard app<\/a>/.exec(html);
  if (!match?.[1]) throw new Error(`no button in ${html}`);
  return match[1].replaceAll('&amp;', '&');
}

/** The code of a callback link. */
export const codeOf = (link: string) => new URL(link).searchParams.get('code') ?? '';

/** POST of the exchange, as the app sends it: JSON, no cookie, no CSRF token. */
export const exchange = (app: App, payload: unknown, remoteAddress = nextIp()) =>
  app.inject({ method: 'POST', url: TOKEN, payload: payload as object, remoteAddress });

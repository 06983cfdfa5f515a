import type { App } from '../../src/app.js';
import { unauthenticated } from '../../src/plugins/authenticate.js';
import { Browser } from './browser.js';

type Call = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; badBody: object };

/**
 * Asserts the order of refusals of a signed-in route (ARCHITECTURE "Module template"): signed
 * out, 401 in allauth's envelope even with a bad body and no CSRF token; signed in (`signedIn`),
 * 403 without the CSRF token before the body is looked at; then 400 for the bad body.
 */
export async function expectRefusalOrder(app: App, signedIn: Browser, { method, url, badBody }: Call) {
  const visitor = new Browser(app);
  await visitor.get('/_allauth/browser/v1/auth/session');
  for (const csrf of [true, false]) {
    const res = await visitor.request({ method, url, payload: badBody, csrf });
    expect([res.statusCode, res.json()]).toEqual([401, unauthenticated()]);
  }
  const noToken = await signedIn.request({ method, url, payload: badBody, csrf: false });
  expect(noToken.statusCode).toBe(403);
  expect(noToken.json().errors[0]).toMatchObject({ code: 'csrf_failed' });
  expect((await signedIn.request({ method, url, payload: badBody })).statusCode).toBe(400);
}

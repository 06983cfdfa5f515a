import { uniqueEmail, useTestApp } from '../helpers/app.js';
import { Browser } from '../helpers/browser.js';

const ctx = useTestApp();
const V1 = '/_allauth/browser/v1';
/** allauth's WebAuthn URLs (headless/mfa/urls.py), absent while WebAuthn is not supported. */
const WEBAUTHN = [
  `${V1}/auth/webauthn/authenticate`,
  `${V1}/auth/webauthn/reauthenticate`,
  `${V1}/auth/webauthn/login`,
  `${V1}/auth/webauthn/signup`,
  `${V1}/account/authenticators/webauthn`,
  '/_allauth/app/v1/auth/webauthn/login',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** What allauth answers where it has no URL: Django's HTML 404 (django/views/defaults.py). */
function expectDjangoNotFound(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.body).toContain('<title>Not Found</title>');
  expect(res.body).toContain('<h1>Not Found</h1><p>The requested resource was not found on this server.</p>');
  // Not JSON: allauth's example SPA then fails on parsing, not on reading `data` (a TypeError).
  expect(() => JSON.parse(res.body)).toThrow(SyntaxError);
}

describe('paths no route serves (issue 15)', () => {
  // issue 30 item 10: as allauth with MFA_SUPPORTED_TYPES without "webauthn".
  it("answers allauth's WebAuthn paths as allauth without WebAuthn does, signed out or in", async () => {
    const signedOut = new Browser(ctx.app);
    await signedOut.get(`${V1}/auth/session`);
    const email = uniqueEmail('passkey');
    await ctx.app.users.create({ email, password: 'Correct-horse-1' });
    const signedIn = new Browser(ctx.app);
    expect((await signedIn.login(email, 'Correct-horse-1')).statusCode).toBe(200);
    for (const browser of [signedOut, signedIn]) {
      for (const url of WEBAUTHN) {
        for (const method of METHODS) {
          const payload = method === 'GET' ? undefined : { credential: {} };
          expectDjangoNotFound(await browser.request({ method, url, payload }));
        }
      }
    }
    expectDjangoNotFound(await signedOut.get(`${WEBAUTHN[4]}?passwordless`));
  });

  it("answers any other unknown allauth path with JSON in allauth's error shape", async () => {
    for (const url of [
      `${V1}/no/such/endpoint`,
      `${V1}/auth/webauthnx`,
      `${V1}/account/authenticators/webauthn-keys`,
    ]) {
      const res = await new Browser(ctx.app).get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 404, errors: [{ message: 'Not found.', code: 'not_found' }] });
    }
  });
});

import { Browser } from '../../helpers/browser.js';
import { useTestApp, type TestContext } from '../../helpers/app.js';
import { callbackLocation } from '../../../src/modules/oidc/callback-url.js';

const ctx = useTestApp();
const REDIRECT = '/_allauth/browser/v1/auth/provider/redirect';
/** Redirect targets off the origin, in every spelling a pattern could miss (issue 30 F6). */
const FOREIGN = [
  'https://evil.example/cb',
  '//evil.example/cb',
  '\\\\evil.example/cb',
  '/\\evil.example/cb',
  'javascript:alert(1)',
];

/** Posts the browser form of spec 000 §4 "Google sign-in". */
async function submit(fields: Record<string, string>, withToken = true, app: TestContext['app'] = ctx.app) {
  const browser = new Browser(app);
  await browser.get('/_allauth/browser/v1/auth/session');
  const form = new URLSearchParams(fields);
  if (withToken) form.set('csrfmiddlewaretoken', browser.cookies.get('csrftoken') ?? '');
  return browser.request({
    method: 'POST',
    url: REDIRECT,
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8000' },
    payload: form.toString(),
  });
}

describe('POST /auth/provider/redirect', () => {
  it('sends the browser to the provider for google, with a flow cookie (spec 000 §4)', async () => {
    for (const callback_url of ['/app/auth/callback', 'http://localhost:8000/app/auth/callback']) {
      const res = await submit({ provider: 'google', process: 'login', callback_url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^http:\/\/localhost:8000\/dev-oidc\/auth\?/);
      expect(res.cookies.map((c) => c.name)).toContain('oidc_flow');
    }
  });

  it('refuses a callback on another origin, parsed as the browser will (issue 30 F6)', async () => {
    for (const callback_url of [...FOREIGN, 'https:evil.example/cb']) {
      const res = await submit({ provider: 'google', process: 'login', callback_url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        errors: [{ message: 'Invalid URL.', code: 'invalid_url', param: 'callback_url' }],
      });
    }
  });

  it('answers 400 for an unknown provider or process', async () => {
    const res = await submit({
      provider: 'myspace',
      process: 'login',
      callback_url: '/app/auth/callback',
    });
    expect(res.json()).toEqual({
      status: 400,
      errors: [{ message: 'Unknown provider.', code: 'unknown_provider', param: 'provider' }],
    });
    const bad = await submit({ provider: 'google', process: 'dance', callback_url: '/app/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].param).toBe('process');
  });

  it('requires the CSRF token form field', async () => {
    const res = await submit({ provider: 'google', process: 'login', callback_url: '/app/' }, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('csrf_failed');
  });
});

describe('with an https PUBLIC_URL and Google sign-in not set up (issue 30 F6)', () => {
  const https = useTestApp({
    PUBLIC_URL: 'https://lifeguard.example',
    ALLOWED_HOSTS: 'localhost',
    OIDC_DEV_PROVIDER: 'false',
  });

  it('reads `https:evil.example/phish` as a path of our origin, never as evil.example', async () => {
    const res = await submit(
      { provider: 'google', process: 'login', callback_url: 'https:evil.example/phish' },
      true,
      https.app,
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/evil.example/phish?error=provider_unavailable&error_process=login');
  });

  it('refuses the other foreign spellings with 400', async () => {
    for (const callback_url of FOREIGN) {
      const res = await submit({ provider: 'google', process: 'login', callback_url }, true, https.app);
      expect([callback_url, res.statusCode]).toEqual([callback_url, 400]);
    }
  });
});

describe('callbackLocation (issue 30 F6)', () => {
  it('answers a relative same-origin path, whatever a stored flow holds', () => {
    expect(callbackLocation('/app/auth/callback', { error: 'x' })).toBe('/app/auth/callback?error=x');
    expect(callbackLocation('https:evil.example/phish')).toBe('/app/auth/callback');
    expect(callbackLocation('https://evil.example/phish')).toBe('/app/auth/callback');
    expect(callbackLocation('//evil.example/x')).toBe('/app/auth/callback');
  });
});

import { expectAllauthContract } from '../../helpers/allauth-openapi.js';
import { uniqueEmail, useTestApp, type TestContext } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';

const CONFIG = '/_allauth/browser/v1/config';

const account = {
  authentication_method: 'email',
  login_methods: ['email'],
  is_open_for_signup: true,
  email_verification_by_code_enabled: false,
  login_by_code_enabled: false,
  password_reset_by_code_enabled: false,
};

/** The configuration answered with these `providers`, the rest as we offer it. */
const configuration = (providers: object[]) => ({
  status: 200,
  data: {
    account,
    socialaccount: { providers },
    mfa: { supported_types: ['recovery_codes', 'totp'] },
    usersessions: { track_activity: true },
  },
});

async function getConfig(ctx: TestContext, browser = new Browser(ctx.app)) {
  const res = await browser.get(CONFIG);
  expectAllauthContract('GET', CONFIG, res);
  return res;
}

describe('GET /config with the local development provider (the default)', () => {
  const ctx = useTestApp();

  it('answers any visitor what we offer, Google standing in through /dev-oidc, without a client id', async () => {
    const res = await getConfig(ctx);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      configuration([{ id: 'google', name: 'Google', flows: ['provider_redirect'] }]),
    ]);
  });

  it('answers a signed-in user the same', async () => {
    const email = uniqueEmail('config');
    await ctx.app.users.create({ email, password: 'Correct-horse-1' });
    const browser = new Browser(ctx.app);
    expect((await browser.login(email, 'Correct-horse-1')).statusCode).toBe(200);
    const res = await getConfig(ctx, browser);
    expect(res.json()).toEqual((await getConfig(ctx)).json());
  });
  it.each([
    ['POST', '/auth/code/request'],
    ['POST', '/auth/code/confirm'],
    ['POST', '/auth/email/verify/resend'],
    ['POST', '/auth/phone/verify'],
    ['GET', '/account/phone'],
    ['POST', '/auth/provider/token'],
    ['GET', '/auth/provider/signup'],
    ['POST', '/auth/2fa/trust'],
    // The WebAuthn paths answer Django's HTML 404 instead, as allauth without WebAuthn: issue 30
    // item 10, test/plugins/errors.test.ts.
  ])('answers %s %s, an endpoint we do not offer, 404 in allauth shape', async (method, path) => {
    const browser = new Browser(ctx.app);
    await browser.get(CONFIG);
    const res = await browser.request({
      method: method as 'GET' | 'POST',
      url: `/_allauth/browser/v1${path}`,
    });
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { status: 404, errors: [{ message: 'Not found.', code: 'not_found' }] },
    ]);
  });
});

describe('GET /config with Google configured', () => {
  const ctx = useTestApp({
    GOOGLE_CLIENT_ID: '123.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 's3cret',
  });

  it('lists Google with its client id, never the secret', async () => {
    const res = await getConfig(ctx);
    expect(res.json()).toEqual(
      configuration([
        {
          id: 'google',
          name: 'Google',
          flows: ['provider_redirect'],
          client_id: '123.apps.googleusercontent.com',
        },
      ]),
    );
    expect(res.body).not.toContain('s3cret');
  });
});

describe('GET /config without any provider', () => {
  const ctx = useTestApp({ OIDC_DEV_PROVIDER: 'false' });

  it('lists no provider', async () => {
    expect((await getConfig(ctx)).json()).toEqual(configuration([]));
  });
});

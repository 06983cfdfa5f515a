import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { expectAllauthAnswer } from '../../helpers/allauth-openapi.js';
import { Browser } from '../../helpers/browser.js';
import {
  ORIGIN,
  VERIFY,
  addressRows,
  emailCall,
  mailsSettled,
  mailsTo,
  signedIn,
  verificationKey,
} from './email-helpers.js';

const ctx = useTestApp({ PUBLIC_URL: ORIGIN, LOGIN_RATE_LIMIT: '1000', EMAIL_RATE_LIMIT: '2' });

const rateLimited = {
  status: 429,
  errors: [{ message: 'Too many requests. Please try again later.', code: 'rate_limited' }],
};

describe('EMAIL_RATE_LIMIT (issue 16 §3, §4)', () => {
  it('limits address changes per user a minute with 429, changing nothing; others are not held back', async () => {
    const { user, browser } = await signedIn(ctx.app);
    expect((await emailCall(browser, 'POST', { email: uniqueEmail('a') })).statusCode).toBe(200);
    expect((await emailCall(browser, 'DELETE', { email: uniqueEmail('b') })).statusCode).toBe(400);
    const res = await emailCall(browser, 'POST', { email: uniqueEmail('c') });
    expect([res.statusCode, res.json()]).toEqual([429, rateLimited]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await emailCall(browser, 'PATCH', { email: user.email, primary: true })).statusCode).toBe(429);
    expect(await addressRows(ctx.app, user.id)).toHaveLength(2);
    // Reading is not limited, nor is another user.
    expect((await emailCall(browser, 'GET')).statusCode).toBe(200);
    const other = await signedIn(ctx.app);
    expect((await emailCall(other.browser, 'POST', { email: uniqueEmail('d') })).statusCode).toBe(200);
  });

  it('answers 403 {status: 403} past the verification mails a user may have resent, mailing nothing', async () => {
    const { user, browser } = await signedIn(ctx.app);
    for (let i = 0; i < 2; i++) {
      const res = await emailCall(browser, 'PUT', { email: user.email });
      expect([res.statusCode, res.json()]).toEqual([200, { status: 200 }]);
    }
    const refused = await emailCall(browser, 'PUT', { email: user.email });
    expect([refused.statusCode, refused.json()]).toEqual([403, { status: 403 }]);
    await mailsSettled(ctx.app);
    expect(mailsTo(ctx, user.email)).toHaveLength(2);
    // A refused resend (400) does not count: another user still gets theirs.
    const other = await signedIn(ctx.app);
    expect((await emailCall(other.browser, 'PUT', { email: uniqueEmail('x') })).statusCode).toBe(400);
    expect((await emailCall(other.browser, 'PUT', { email: other.user.email })).statusCode).toBe(200);
  });

  it('limits verification calls (GET and POST together) per IP with 429', async () => {
    const { user, browser } = await signedIn(ctx.app);
    await emailCall(browser, 'PUT', { email: user.email });
    const key = await verificationKey(ctx, user.email);
    const visitor = new Browser(ctx.app);
    await visitor.get('/_allauth/browser/v1/auth/session');
    const from = (remoteAddress: string, method: 'GET' | 'POST') =>
      visitor.request({
        method,
        url: VERIFY,
        remoteAddress,
        ...(method === 'GET' ? { headers: { 'x-email-verification-key': key } } : { payload: { key } }),
      });
    expect((await from('10.0.0.1', 'GET')).statusCode).toBe(200);
    expect((await from('10.0.0.1', 'GET')).statusCode).toBe(200);
    for (const method of ['GET', 'POST'] as const) {
      const res = await from('10.0.0.1', method);
      expectAllauthAnswer(method, VERIFY, res);
      expect([res.statusCode, res.json()]).toEqual([429, rateLimited]);
    }
    expect((await addressRows(ctx.app, user.id))[0]?.verified).toBe(false);
    expect((await from('10.0.0.2', 'GET')).statusCode).toBe(200);
  });
});

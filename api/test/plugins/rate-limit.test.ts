import { Browser } from '../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../helpers/app.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '3', PASSWORD_REQUEST_RATE_LIMIT: '2' });

describe('rate limits', () => {
  it('answers 429 in allauth shape after too many login attempts', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    const email = uniqueEmail();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await browser.post('/_allauth/browser/v1/auth/login', {
            email,
            password: 'wrong-password',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const res = await browser.post('/_allauth/browser/v1/auth/login', {
      email,
      password: 'wrong-password',
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({
      status: 429,
      errors: [
        {
          message: 'Too many failed login attempts. Try again later.',
          code: 'too_many_login_attempts',
        },
      ],
    });
  });

  it('limits password reset requests', async () => {
    const browser = new Browser(ctx.app);
    await browser.get('/_allauth/browser/v1/auth/session');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await browser.post('/_allauth/browser/v1/auth/password/request', { email: uniqueEmail() }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    const res = await browser.post('/_allauth/browser/v1/auth/password/request', {
      email: uniqueEmail(),
    });
    expect(res.json()).toEqual({
      status: 429,
      errors: [{ message: 'Too many requests. Please try again later.', code: 'rate_limited' }],
    });
  });
});

import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { REGISTER_EMAIL, visitor } from './register.js';

const ctx = useTestApp({ REGISTER_RATE_LIMIT: '2' });

describe('POST /users/api/register/email/ rate limit', () => {
  it('answers 429 in our shape past REGISTER_RATE_LIMIT calls a minute per IP', async () => {
    const browser = await visitor(ctx.app);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await browser.post(REGISTER_EMAIL, { email: uniqueEmail() })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const res = await (await visitor(ctx.app)).post(REGISTER_EMAIL, { email: uniqueEmail() });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: 'Too many requests. Please try again later.', code: 'rate_limited' }],
    });
  });
});

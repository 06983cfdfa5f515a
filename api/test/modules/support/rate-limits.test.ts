import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { signedIn } from '../admin/admin-helpers.js';
import { visitor } from '../registration/register.js';
import { aRequest, outbox, REQUESTS, requestCount } from './support-helpers.js';

/** Issue 33 item 2: the form is rate-limited per IP and per sender (user, else address). */
const ctx = useTestApp({ SUPPORT_RATE_LIMIT: '2' });

const TOO_MANY = {
  status: 'error',
  errors: [
    { message: 'Too many support requests. Please wait a minute and try again.', code: 'rate_limited' },
  ],
};

let address = 0;
/** A client address of its own, so that each test counts only its own requests. */
const nextIp = () => `203.0.113.${++address}`;

/** POSTs `body` as a new visitor from `ip`. */
const fromVisitor = async (ip: string, body: object) =>
  (await visitor(ctx.app)).request({ method: 'POST', url: REQUESTS, payload: body, remoteAddress: ip });

/** Asserts `res` is the limit's 429, and that it stored and mailed nothing. */
async function expectRefused(res: Awaited<ReturnType<typeof fromVisitor>>, before: number, mails: number) {
  expect([res.statusCode, res.json()]).toEqual([429, TOO_MANY]);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(await requestCount(ctx.app)).toBe(before);
  expect((await outbox(ctx)).length).toBe(mails);
}

describe('Contact Support rate limits (SUPPORT_RATE_LIMIT a minute)', () => {
  it('per IP, whatever the address given', async () => {
    const ip = nextIp();
    for (let i = 0; i < 2; i++) {
      expect((await fromVisitor(ip, aRequest({ email: uniqueEmail() }))).statusCode).toBe(201);
    }
    const before = await requestCount(ctx.app);
    const mails = (await outbox(ctx)).length;
    await expectRefused(await fromVisitor(ip, aRequest({ email: uniqueEmail() })), before, mails);
    // Another address still gets through.
    expect((await fromVisitor(nextIp(), aRequest({ email: uniqueEmail() }))).statusCode).toBe(201);
  });

  it('per reply address signed out, in any case, from any IP', async () => {
    const email = uniqueEmail('flooded');
    expect((await fromVisitor(nextIp(), aRequest({ email }))).statusCode).toBe(201);
    expect((await fromVisitor(nextIp(), aRequest({ email: email.toUpperCase() }))).statusCode).toBe(201);
    const before = await requestCount(ctx.app);
    const mails = (await outbox(ctx)).length;
    await expectRefused(await fromVisitor(nextIp(), aRequest({ email })), before, mails);
  });

  it('per user signed in, from any IP', async () => {
    const { browser } = await signedIn(ctx.app);
    const send = (ip: string) =>
      browser.request({ method: 'POST', url: REQUESTS, payload: aRequest(), remoteAddress: ip });
    expect((await send(nextIp())).statusCode).toBe(201);
    expect((await send(nextIp())).statusCode).toBe(201);
    const before = await requestCount(ctx.app);
    const mails = (await outbox(ctx)).length;
    await expectRefused(await send(nextIp()), before, mails);
  });

  it('counts no refused input: bad bodies do not use up the limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await fromVisitor(ip, aRequest())).statusCode).toBe(400);
    expect((await fromVisitor(ip, aRequest({ email: uniqueEmail() }))).statusCode).toBe(201);
  });
});

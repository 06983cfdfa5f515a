import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import type { App } from '../../src/app.js';
import { Browser } from '../helpers/browser.js';
import { anotherProcess, APP_HOOK_TIMEOUT, uniqueEmail, useTestApp } from '../helpers/app.js';

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

/** Another API process on the test's database (its own limits and Redis client), started. */
const replica = (env: Record<string, string>) =>
  anotherProcess(ctx, { PASSWORD_REQUEST_RATE_LIMIT: '2', ...env });

/** A client address no other test (or test run on this Redis) uses. */
const freshIp = () => [10, ...randomBytes(3)].join('.');

/** Status of a password reset request for a new email, from `ip` through `app`. */
async function resetRequest(app: App, ip: string, headers: Record<string, string> = {}): Promise<number> {
  const browser = new Browser(app);
  await browser.request({ method: 'GET', url: '/_allauth/browser/v1/auth/session', remoteAddress: ip });
  const res = await browser.request({
    method: 'POST',
    url: '/_allauth/browser/v1/auth/password/request',
    payload: { email: uniqueEmail() },
    remoteAddress: ip,
    headers,
  });
  return res.statusCode;
}

describe('rate limits behind a proxy (TRUST_PROXY, issue 18)', () => {
  let app: App;
  beforeAll(async () => {
    app = await replica({ TRUST_PROXY: '1' });
  }, APP_HOOK_TIMEOUT);
  afterAll(() => app?.close(), APP_HOOK_TIMEOUT);

  it('counts per client address the gateway forwards, not per gateway', async () => {
    const gateway = freshIp();
    const forwarded = (client: string) => resetRequest(app, gateway, { 'x-forwarded-for': client });
    const first = freshIp();
    expect([await forwarded(first), await forwarded(first), await forwarded(first)]).toEqual([200, 200, 429]);
    expect(await forwarded(freshIp())).toBe(200);
  });
});

const REDIS_URL = process.env.REDIS_URL;
// Like the assistant's Redis bus tests: these need a Redis server, and run when REDIS_URL is set.
if (REDIS_URL) {
  describe('rate limits in Redis (REDIS_URL, issue 18)', () => {
    let a: App;
    let b: App;
    beforeAll(async () => {
      a = await replica({ REDIS_URL });
      b = await replica({ REDIS_URL });
    }, APP_HOOK_TIMEOUT);
    afterAll(async () => {
      await a?.close();
      await b?.close();
    }, APP_HOOK_TIMEOUT);

    it('shares each limit between API processes: the second sees the first one’s count', async () => {
      const ip = freshIp();
      expect([await resetRequest(a, ip), await resetRequest(a, ip)]).toEqual([200, 200]);
      expect(await resetRequest(b, ip)).toBe(429);
      // The test's own process counts in memory: these requests are not its business.
      expect(await resetRequest(ctx.app, ip)).toBe(200);
    });

    it('counts in the process while Redis does not answer: no 5xx, and the limit still holds', async () => {
      const proxy = await tcpProxy(new URL(REDIS_URL));
      const app = await replica({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
      try {
        const ip = freshIp();
        expect(await resetRequest(app, ip)).toBe(200);
        await proxy.close();
        expect([
          await resetRequest(app, ip),
          await resetRequest(app, ip),
          await resetRequest(app, ip),
        ]).toEqual([200, 200, 429]);
      } finally {
        await app.close();
        await proxy.close();
      }
    });

    it('refuses to start when Redis cannot be reached', async () => {
      const proxy = await tcpProxy(new URL(REDIS_URL));
      await proxy.close();
      await expect(replica({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` })).rejects.toThrow(
        /^Redis \(REDIS_URL\) cannot be reached: .*ECONNREFUSED/,
      );
    });
  });
}

/** A TCP relay to `target` on a free loopback port; `close` cuts every connection through it. */
async function tcpProxy(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', drop).on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

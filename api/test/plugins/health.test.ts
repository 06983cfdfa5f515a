import Fastify from 'fastify';
import health from '../../src/plugins/health.js';
import { useTestApp } from '../helpers/app.js';

/** A bare server whose database answers `execute` as given (the worker's probe is such a one). */
async function probeWith(execute: () => Promise<unknown>) {
  const app = Fastify();
  app.decorate('db', { execute } as never);
  await app.register(health);
  return app;
}

/** Issue 18 "Health checks on every service": GET /healthz of the API and the worker. */
describe('GET /healthz', () => {
  const ctx = useTestApp({ ALLOWED_HOSTS: 'lifeguard.example' });

  it('answers 200 ok when the database answers: any Host, no cookie, never stored', async () => {
    for (const host of ['lifeguard.example', '127.0.0.1:8000', 'api:8000']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Every other route still refuses a foreign Host.
    const other = await ctx.app.inject({ method: 'GET', url: '/terms/', headers: { host: 'api:8000' } });
    expect(other.statusCode).toBe(400);
  });

  it('answers 503 unavailable, without the cause, when the database fails or does not answer', async () => {
    for (const execute of [
      () => Promise.reject(new Error('connect ECONNREFUSED')),
      () => new Promise(() => {}),
    ]) {
      const app = await probeWith(execute);
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      expect([res.statusCode, res.body]).toEqual([503, '{"status":"unavailable"}']);
      expect(res.headers['cache-control']).toBe('no-store');
      await app.close();
    }
  });
});

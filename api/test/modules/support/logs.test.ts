import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type App } from '../../../src/app.js';
import { loggerOptions } from '../../../src/plugins/logging.js';
import { APP_HOOK_TIMEOUT, testConfig } from '../../helpers/app.js';
import { openTestDatabase } from '../../helpers/database.js';
import { visitor } from '../registration/register.js';
import { aRequest, REQUESTS } from './support-helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A route that fails as a bug would, for the 5xx below. */
async function failingRoute(app: FastifyInstance) {
  app.get('/test/support/fails/', async () => {
    throw new Error('the database went away');
  });
}

/**
 * Issue 33 item 2, with every log line kept at debug: a support request's message never reaches
 * the log, and a 5xx names its request (`x-request-id`), the id its log lines carry, so that a
 * support request's diagnostics lead to them.
 */
describe('Contact Support and the log', () => {
  const lines: string[] = [];
  let app: App;
  let dataDir: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-support-'));
    const database = await openTestDatabase();
    dispose = database.dispose;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(testConfig(dataDir, { LOG_LEVEL: 'debug' }), {
      database: database.handle,
      logger: { ...loggerOptions('debug'), stream },
      extraPlugins: [failingRoute],
    });
    await app.ready();
  }, APP_HOOK_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
    rmSync(dataDir, { recursive: true, force: true });
  }, APP_HOOK_TIMEOUT);

  it('never logs the message, the address or the diagnostics', async () => {
    const message = 'My secret words 7f3a9c: please call me back.';
    const email = 'quiet.person.7f3a9c@example.com';
    const res = await (
      await visitor(app)
    ).post(REQUESTS, aRequest({ email, message, diagnostics: { page: '/dashboard-7f3a9c' } }));
    expect(res.statusCode).toBe(201);
    await app.mailer.drain();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes('7f3a9c') && !line.includes('mail written'))).toEqual([]);
    // The outbox's file names its recipient, as for every mail (mailer.ts), never the words.
    expect(lines.filter((line) => line.includes('secret words'))).toEqual([]);
  });

  it('names a failed request in x-request-id, as its log lines do', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/support/fails/' });
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(logged.filter((line) => line.reqId === id).map((line) => line.msg)).toContain('unhandled error');
    expect(JSON.stringify(res.json())).not.toContain('database went away');
    // An answer that is no failure carries none.
    const fine = await app.inject({ method: 'GET', url: '/healthz' });
    expect(fine.headers['x-request-id']).toBeUndefined();
  });
});

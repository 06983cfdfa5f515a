import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, type App } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { APP_HOOK_TIMEOUT } from '../../helpers/app.js';
import { openTestDatabase } from '../../helpers/database.js';
import { Browser } from '../../helpers/browser.js';
import { REDIRECT, buttonHref, codeOf, exchange, signedInBrowser } from './mobile-auth-helpers.js';

/**
 * Without PUBLIC_URL, with the app's own redirect URI, and with every log line kept: the
 * handoff takes links from the server's own origin, never from the request's Host, and no code
 * or token reaches the log.
 */
describe('mobile handoff without PUBLIC_URL, logging at debug', () => {
  const lines: string[] = [];
  let app: App;
  let dataDir: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-mobile-'));
    const database = await openTestDatabase();
    dispose = database.dispose;
    const config = loadConfig({
      DATA_DIR: dataDir,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      MOBILE_APP_REDIRECT_URI: 'com.lifeguard.app:/oauth2redirect?from=web',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(config, { database: database.handle, logger: { level: 'debug', stream } });
    await app.ready();
  }, APP_HOOK_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
    rmSync(dataDir, { recursive: true, force: true });
  }, APP_HOOK_TIMEOUT);

  it('redirects a signed-out visitor on the default public origin, whatever allowed Host', async () => {
    const res = await new Browser(app).get(REDIRECT, { host: '127.0.0.1:9999' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:8000/app/login?mobile=1');
    const foreign = await new Browser(app).get(REDIRECT, { host: 'evil.example' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].code).toBe('disallowed_host');
  });

  it('links to the configured URI, keeping its query, and logs no code or token', async () => {
    const { browser } = await signedInBrowser(app);
    const page = await browser.get(REDIRECT, { host: '127.0.0.1:9999' });
    const link = buttonHref(page.body);
    expect(link).toMatch(/^com\.lifeguard\.app:\/oauth2redirect\?from=web&code=[A-Za-z0-9_-]{43}$/);
    expect(page.body).toContain('from=web&amp;code=');

    const code = codeOf(link);
    const res = await exchange(app, { code });
    expect(res.statusCode).toBe(200);
    const { access_token, refresh_token } = res.json();
    expect((await exchange(app, { code })).statusCode).toBe(400);

    const log = lines.join('');
    expect(log).toContain('/users/api/mobile-auth/token/');
    for (const secret of [code, access_token, refresh_token]) expect(log).not.toContain(secret);
  });
});

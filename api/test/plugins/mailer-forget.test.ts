import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import mailer from '../../src/plugins/mailer.js';

/** Issue 30 item 8: the offline outbox forgets the mail of a deleted user, and only theirs. */
describe('mailer.forget (offline outbox)', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-mail-forget-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function outbox(smtpUrl?: string) {
    const app = Fastify();
    await app.register(mailer, { smtpUrl, from: 'Lifeguard <help@lifeguard.test>', dataDir });
    await app.ready();
    return app;
  }
  const send = (to: string) => ({ to, subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' });

  it("removes every file to the addresses, any case, queued ones too, and keeps others'", async () => {
    const app = await outbox();
    for (const to of ['ada@example.com', 'ADA@example.com', 'ada@example.com', 'second@example.com']) {
      app.mailer.send(send(to));
    }
    for (const to of ['bada@example.com', 'ada@example.com.evil', 'other@example.com'])
      app.mailer.send(send(to));
    await app.mailer.forget(['Ada@Example.com', 'second@example.com']);
    const left = readdirSync(join(dataDir, 'mail')).map((file) => file.replace(/^[\dT-]+Z-/, ''));
    expect(left.sort()).toEqual([
      'ada@example.com.evil.eml',
      'bada@example.com.eml',
      'other@example.com.eml',
    ]);
    await app.close();
  });

  it('has nothing to remove without an outbox', async () => {
    const app = await outbox();
    await expect(app.mailer.forget(['ada@example.com'])).resolves.toBeUndefined();
    await app.close();
  });
});

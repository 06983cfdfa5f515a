import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { loggerOptions } from '../../src/plugins/logging.js';
import mailer from '../../src/plugins/mailer.js';

const RECIPIENT = 'ada.private@example.com';
const LINK = 'http://localhost:8000/app/account/reset-password/secret-token-0123456789abcdef';

/** An SMTP server refusing every recipient with a reply that quotes the address. */
const refusing = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    callback(Object.assign(new Error(`<${address.address}>: mailbox unavailable`), { responseCode: 550 }));
  },
});
beforeAll(() => new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())));

/** A bare server with the production logger writing into `lines` and the mailer plugin. */
async function loggedMailer(lines: string[], smtpUrl: string | undefined, dataDir: string) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  await app.register(mailer, { smtpUrl, from: 'Lifeguard <help@lifeguard.test>', dataDir });
  await app.ready();
  return app;
}

const mail = { to: RECIPIENT, subject: 'Reset your Lifeguard password', text: LINK, html: `<a>${LINK}</a>` };

describe('the mailer logs neither recipients nor links (issue 15)', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'lifeguard-mail-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('logs a refused delivery by its codes only', async () => {
    const lines: string[] = [];
    const port = (refusing.server.address() as AddressInfo).port;
    const app = await loggedMailer(lines, `smtp://127.0.0.1:${port}`, dataDir);
    app.mailer.send(mail);
    await app.mailer.drain();
    await app.close();
    const failure = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'mail delivery failed');
    expect(failure).toMatchObject({ command: 'RCPT TO', responseCode: 550 });
    expect(lines.join('')).not.toContain(RECIPIENT);
  });

  it('logs where an offline message was written, without its link', async () => {
    const lines: string[] = [];
    const app = await loggedMailer(lines, undefined, dataDir);
    app.mailer.send(mail);
    await app.mailer.drain();
    await app.close();
    const written = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'mail written');
    expect(written?.file).toContain(join(dataDir, 'mail'));
    expect(lines.join('')).not.toContain('secret-token');
  });
});

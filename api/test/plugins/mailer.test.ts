import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Browser } from '../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../helpers/app.js';

const received: { to: string[]; raw: string }[] = [];
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

beforeAll(() => new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

const ctx = useTestApp(() => ({
  SMTP_URL: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
  MAIL_FROM: 'Lifeguard <help@lifeguard.test>',
}));

describe('mail over SMTP', () => {
  it('delivers the password reset message with the link verbatim', async () => {
    const email = uniqueEmail();
    await ctx.app.users.create({ email, password: 'Password-123' });
    const browser = new Browser(ctx.app);
    await browser.get('/users/api/user/detail/');
    const res = await browser.post('/_allauth/browser/v1/auth/password/request', { email });
    expect(res.statusCode).toBe(200);
    // Queued after the answer (issue 15 §7), then delivered.
    await ctx.app.auth.settled();
    await ctx.app.mailer.drain();
    const message = received.find((m) => m.to.includes(email));
    expect(message?.raw).toContain('Subject: Reset your Lifeguard password');
    expect(message?.raw).toContain('From: Lifeguard <help@lifeguard.test>');
    expect(message?.raw).toMatch(/\r\nhttp:\/\/localhost:8000\/app\/account\/reset-password\/[\w-]{32}\r\n/);
  });
});

import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createOutboxSender } from '../../../src/modules/phone/sms/outbox.js';

describe('offline SMS outbox (DATA_DIR/sms)', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'lifeguard-sms-')), 'sms');
  afterAll(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('writes <timestamp>-<E.164>.txt and logs its path, never the message', async () => {
    const logged: unknown[][] = [];
    const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    const sender = createOutboxSender(dir, log);
    const body = 'Your Lifeguard verification code is 123456. It expires in 10 minutes.';
    await sender.sendSms('+12015550100', body);
    const [name] = readdirSync(dir);
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-\+12015550100\.txt$/);
    expect(readFileSync(join(dir, name!), 'utf8')).toBe(`To: +12015550100\n\n${body}\n`);
    expect(logged).toEqual([[{ file: join(dir, name!) }, 'text message written']]);
  });
});

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

  it("forgets every text to a number, and only that number's (issue 30 item 8)", async () => {
    const log = { info: () => {} } as unknown as FastifyBaseLogger;
    const sender = createOutboxSender(dir, log);
    // One text a number: two in the same millisecond would share a name (one code a cool-down).
    for (const to of ['+12015550177', '+120155501770', '+442079460958']) {
      await sender.sendSms(to, 'Your Lifeguard verification code is 123456.');
    }
    await sender.forget('+12015550177');
    const numbers = readdirSync(dir).map((file) => file.replace(/^.*Z-/, ''));
    expect(numbers).not.toContain('+12015550177.txt');
    expect(numbers).toEqual(expect.arrayContaining(['+120155501770.txt', '+442079460958.txt']));
    await expect(createOutboxSender(join(dir, 'none'), log).forget('+1')).resolves.toBeUndefined();
  });
});

import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender.js';

/** A number as a file name holds it. */
const safeNumber = (to: string) => to.replace(/[^0-9+]/g, '_');

/**
 * The offline SMS provider: writes each message to `<dir>/<timestamp>-<to>.txt` and logs the
 * file's path, never the message (it holds a code), as the offline mailer does for mail.
 * `forget(to)` removes every file written to `to` (issue 30 item 8).
 */
export function createOutboxSender(dir: string, log: FastifyBaseLogger): SmsSender {
  return {
    async sendSms(to, body) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${safeNumber(to)}.txt`);
      // 'wx' never overwrites: a number gets one code per cool-down, so names do not collide.
      await writeFile(file, `To: ${to}\n\n${body}\n`, { flag: 'wx' });
      log.info({ file }, 'text message written');
    },
    async forget(to) {
      const suffix = `Z-${safeNumber(to)}.txt`;
      const files = await readdir(dir).catch(() => []);
      const theirs = files.filter((file) => file.endsWith(suffix));
      await Promise.all(theirs.map((file) => rm(join(dir, file), { force: true })));
    },
  };
}

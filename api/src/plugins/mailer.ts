import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

/**
 * A message to one recipient. `text` should be ASCII so links stay verbatim in the source.
 * `replyTo`, when set, is where a reply goes (a support request's sender, issue 33 item 2).
 */
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export type Mailer = {
  /**
   * Queues a message and returns at once, so answers take the same time whether or not mail
   * goes out. Without SMTP, the message is written to DATA_DIR/mail/<timestamp>-<to>.eml and
   * that file's path is logged (never its links: they hold tokens).
   */
  send(mail: Mail): void;
  /** Resolves when every queued message is delivered (or has failed and been logged). */
  drain(): Promise<void>;
  /**
   * Forgets a deleted user (issue 30 item 8): once the queue is drained, removes the offline
   * outbox's files to any of `addresses` (any case), old reset links with them. With SMTP the
   * mail has left us: nothing to remove.
   */
  forget(addresses: readonly string[]): Promise<void>;
};

export type MailerOptions = { smtpUrl: string | undefined; from: string; dataDir: string };

/** Text part with 7bit encoding when ASCII, so long URLs are not folded by quoted-printable. */
function textPart(text: string) {
  if (!/^[\x20-\x7e\n]*$/.test(text)) return text;
  const headers = 'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 7bit';
  return { raw: `${headers}\r\n\r\n${text.replace(/\n/g, '\r\n')}` };
}

/** A recipient as a file name holds it. */
const safeRecipient = (to: string) => to.replace(/[^A-Za-z0-9@._+-]/g, '_');

function fileName(dir: string, to: string, attempt: number) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return join(dir, `${stamp}-${safeRecipient(to)}${attempt ? `-${attempt}` : ''}.eml`);
}

/** The names {@link fileName} gives mail to `to`, whatever the time and attempt, in any case. */
function namesFor(to: string): RegExp {
  const escaped = safeRecipient(to).replace(/[.+]/g, '\\$&');
  return new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z-${escaped}(-\\d+)?\\.eml$`, 'i');
}

/**
 * Writes `message` under a new name of {@link fileName}, whole or not at all: into a hidden
 * temporary file first, then hard-linked to its name (which fails if the name is taken), so a
 * reader in another process (the outbox, tests) never sees a half-written mail.
 */
function writeUnique(dir: string, to: string, message: Buffer): string {
  const temporary = join(dir, `.${randomUUID()}.tmp`);
  writeFileSync(temporary, message, { flag: 'wx' });
  try {
    for (let attempt = 0; ; attempt++) {
      const file = fileName(dir, to, attempt);
      try {
        linkSync(temporary, file);
        return file;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * What a failed delivery logs: nodemailer's code, SMTP command and reply code, never its message
 * or response text, which can quote the recipient's address.
 */
function smtpFailure(error: unknown) {
  const { code, command, responseCode } = (error ?? {}) as Record<string, unknown>;
  return { code, command, responseCode };
}

/** Outgoing mail: SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail. */
export default fp<MailerOptions>(
  async (app, { smtpUrl, from, dataDir }) => {
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true });
    const pending = new Set<Promise<void>>();

    const deliver = async (mail: Mail) => {
      const info = await transport.sendMail({ ...mail, from, text: textPart(mail.text) });
      if (smtpUrl) return;
      const dir = join(dataDir, 'mail');
      mkdirSync(dir, { recursive: true });
      const file = writeUnique(dir, mail.to, info.message as Buffer);
      app.log.info({ file }, 'mail written');
    };

    const mailer: Mailer = {
      send(mail) {
        const job = deliver(mail)
          .catch((err: unknown) => app.log.error(smtpFailure(err), 'mail delivery failed'))
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async drain() {
        await Promise.all([...pending]);
      },
      async forget(addresses) {
        await mailer.drain();
        if (smtpUrl || !addresses.length) return;
        const dir = join(dataDir, 'mail');
        const names = addresses.map(namesFor);
        const files = await readdir(dir).catch(() => []);
        const theirs = files.filter((file) => names.some((name) => name.test(file)));
        await Promise.all(theirs.map((file) => rm(join(dir, file), { force: true })));
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.drain();
      transport.close();
    });
  },
  { name: 'mailer' },
);

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { looksLikeEml } from './eml.js';
import { mailboxDir } from './mailbox-dir.js';

/** A message file that cannot be delivered; the message names the file and the reason. */
export class DeliveryError extends Error {}

/** One message delivered: the file it came from and its name in the mailbox. */
export type Delivered = { source: string; name: string };

/** Reads every file first, so that one bad file delivers nothing. @throws DeliveryError */
async function readMessages(files: string[]): Promise<{ source: string; bytes: Buffer }[]> {
  return Promise.all(
    files.map(async (source) => {
      const bytes = await readFile(source).catch((error: NodeJS.ErrnoException) => {
        throw new DeliveryError(`${source}: ${error.code === 'ENOENT' ? 'no such file' : 'cannot be read'}.`);
      });
      if (!looksLikeEml(bytes)) {
        throw new DeliveryError(
          `${source}: not an RFC 5322 message (header lines with a From: header come first).`,
        );
      }
      return { source, bytes };
    }),
  );
}

/** Writes a message under `name`, through a dot-file the stand-in ignores, so it never reads half a file. */
async function writeMessage(dir: string, name: string, bytes: Buffer): Promise<void> {
  const temporary = join(dir, `.tmp-${randomBytes(6).toString('hex')}`);
  await writeFile(temporary, bytes);
  await rename(temporary, join(dir, name));
}

/** The name of a file in a mailbox: its own, made safe, without the .eml ending. */
const stem = (source: string) =>
  basename(source)
    .replace(/\.eml$/i, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80) || 'message';

/**
 * `npm run mail:deliver`: copies RFC 5322 message files into `email`'s mailbox
 * (`DATA_DIR/gmail/<email>/`) under new unique names (`<time>-<random>-<name>.eml`), as new
 * mail: the stand-in picks them up at the next sync. It only writes files, so the server may
 * be up or down. @throws DeliveryError (missing or non-RFC 5322 file), InvalidMailboxError
 */
export async function deliverMessages(dataDir: string, email: string, files: string[]): Promise<Delivered[]> {
  const dir = mailboxDir(dataDir, email);
  const messages = await readMessages(files);
  await mkdir(dir, { recursive: true });
  const delivered: Delivered[] = [];
  for (const { source, bytes } of messages) {
    const name = `${Date.now()}-${randomBytes(4).toString('hex')}-${stem(source)}.eml`;
    await writeMessage(dir, name, bytes);
    delivered.push({ source, name });
  }
  return delivered;
}

/**
 * Fills `email`'s mailbox with `files` idempotently (the demo seed): each is named after its
 * content (`<name>-<sha256 prefix>.eml`), so one already there is not delivered again.
 * @returns the messages added, and how many were there already
 * @throws DeliveryError, InvalidMailboxError
 */
export async function fillMailbox(
  dataDir: string,
  email: string,
  files: string[],
): Promise<{ added: Delivered[]; present: number }> {
  const dir = mailboxDir(dataDir, email);
  const messages = await readMessages(files);
  await mkdir(dir, { recursive: true });
  const added: Delivered[] = [];
  for (const { source, bytes } of messages) {
    const name = `${stem(source)}-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.eml`;
    if (
      await stat(join(dir, name)).then(
        () => true,
        () => false,
      )
    )
      continue;
    await writeMessage(dir, name, bytes);
    added.push({ source, name });
  }
  return { added, present: messages.length - added.length };
}

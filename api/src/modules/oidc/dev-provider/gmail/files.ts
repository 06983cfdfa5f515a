import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The folder of the stand-in's state and mailboxes: `DATA_DIR/gmail`. */
export const gmailRoot = (dataDir: string) => join(dataDir, 'gmail');

/** The JSON in `file`, or `fallback` when there is no such file yet. */
export async function readJson<T>(file: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

/**
 * Writes `value` to `file` atomically: a temporary dot-file in the same folder renamed over it,
 * so a reader (or a crash) never sees half a file.
 */
export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.tmp-${randomBytes(6).toString('hex')}.json`);
  await writeFile(temporary, JSON.stringify(value));
  await rename(temporary, file);
}

/**
 * Runs tasks one at a time per key (a mailbox, the grant store) within this process, so two
 * requests never read-modify-write the same file at once.
 */
export function serializer() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readJson, serializer, writeJsonAtomic } from './files.js';
import { mailboxDir } from './mailbox-dir.js';
import { emptyIndex, refreshIndex, type IndexedMessage, type MailboxIndex } from './mailbox-index.js';

const INDEX_FILE = '.index.json';

/**
 * The stand-in's mailboxes under `DATA_DIR/gmail/`. Every read first picks up the files
 * delivered or removed since (mailbox-index.ts), one request at a time per mailbox within this
 * process, and writes the index atomically. The index is read from its file each time, not
 * kept: the API processes and the worker sharing DATA_DIR (issue 18) each update it
 * (mail:deliver and the demo seed only add `.eml` files).
 */
export function mailboxes(dataDir: string) {
  const serial = serializer();

  return {
    /**
     * The up-to-date index of `email`'s mailbox (empty when it has no folder).
     * @throws InvalidMailboxError for an email unfit for a folder
     */
    current(email: string): Promise<MailboxIndex> {
      const dir = mailboxDir(dataDir, email);
      return serial(dir, async () => {
        const index = await readJson(join(dir, INDEX_FILE), emptyIndex());
        if (await refreshIndex(dir, index)) await writeJsonAtomic(join(dir, INDEX_FILE), index);
        return index;
      });
    },

    /** The bytes of one message's file, or null when the file went since it was indexed. */
    async raw(email: string, message: IndexedMessage): Promise<Buffer | null> {
      return readFile(join(mailboxDir(dataDir, email), message.file)).catch(() => null);
    },
  };
}

export type Mailboxes = ReturnType<typeof mailboxes>;

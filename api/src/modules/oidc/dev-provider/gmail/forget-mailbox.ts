import { rm } from 'node:fs/promises';
import { isMailboxAddress, mailboxDir } from './mailbox-dir.js';

/**
 * Forgets the stand-in's mailbox of `email` for a deleted account (issue 30 item 8): its folder
 * `DATA_DIR/gmail/<email>/` (messages, index) goes. Google would keep a real mailbox, but the
 * stand-in's is a copy on our disk. Nothing for an address that cannot name a folder.
 */
export async function forgetMailbox(dataDir: string, email: string): Promise<void> {
  if (!isMailboxAddress(email)) return;
  await rm(mailboxDir(dataDir, email), { recursive: true, force: true });
}

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillMailbox } from '../oidc/dev-provider/gmail/deliver.js';
import { DEMO_ACCOUNT } from './family.js';

/** The scam analyser's labelled messages, scams and ordinary mail: the demo mailbox's content. */
export const DEMO_MAIL_DIR = fileURLToPath(new URL('../scam-signs/mail/eval/', import.meta.url));

/** The `.eml` files of `dir`, by name; none when it does not exist. */
export async function emlFilesIn(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Fills the demo account's Gmail mailbox of the offline stand-in
 * (`DATA_DIR/gmail/demo@lifeguard.local/`, issue 14) with the messages of `dir`; idempotent,
 * so every `npm run seed:demo` may call it. @returns fillMailbox's counts
 * @throws DeliveryError when a file there is not a message
 */
export async function fillDemoMailbox(dataDir: string, dir = DEMO_MAIL_DIR) {
  return fillMailbox(dataDir, DEMO_ACCOUNT.email, await emlFilesIn(dir));
}

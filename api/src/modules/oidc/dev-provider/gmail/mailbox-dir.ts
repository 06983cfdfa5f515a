import { join } from 'node:path';
import { gmailRoot } from './files.js';

/** An email that cannot name a mailbox folder (not an address, or a path in disguise). */
export class InvalidMailboxError extends Error {}

const EMAIL = /^[^\s@/\\]+@[^\s@/\\]+\.[^\s@/\\]+$/;

/** Whether `email` (trimmed, lower-cased) is an address that can name a mailbox folder. */
export function isMailboxAddress(email: string): boolean {
  const name = email.trim().toLowerCase();
  return name.length <= 254 && !name.startsWith('.') && EMAIL.test(name);
}

/**
 * The mailbox folder of `email`: `DATA_DIR/gmail/<email, lower-cased>/`, one RFC 5322 `.eml`
 * file per message (issue 14 "Offline default").
 * @throws InvalidMailboxError when `email` is not an address fit for a folder name
 */
export function mailboxDir(dataDir: string, email: string): string {
  if (!isMailboxAddress(email)) throw new InvalidMailboxError(`"${email}" is not a valid email address.`);
  return join(gmailRoot(dataDir), email.trim().toLowerCase());
}

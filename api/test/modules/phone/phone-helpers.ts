import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../../src/app.js';
import { Browser, signInDirectly } from '../../helpers/browser.js';
import { uniqueEmail } from '../../helpers/app.js';

export const SEND = '/users/api/phone/send-verification/';
export const VERIFY = '/users/api/phone/verify-code/';

let serial = 0;
/** A US number no other test of this file uses, as typed and in E.164. */
export function newNumber() {
  const line = String(++serial).padStart(4, '0');
  return { typed: `(201) 555-${line}`, e164: `+1201555${line}` };
}

/** A new user without a password and a browser signed in as them. */
export async function signedInUser(app: App) {
  const user = await app.users.create({ email: uniqueEmail('phone') });
  const browser = new Browser(app);
  await signInDirectly(app, browser, user.id);
  return { user, browser };
}

/** The six digits of a message text of spec 000 §7 send-verification. */
export const codeIn = (text: string) => /verification code is (\d{6})\./.exec(text)?.[1] ?? '';

/** Our error body with one item (spec 000 §8 "normalised error"). */
export const apiErrorBody = (message: string, code: string, param: string) => ({
  status: 'error',
  errors: [{ message, code, param }],
});

/** The text files the offline provider wrote under `dataDir` to a number, oldest first. */
export function textsIn(dataDir: string, e164: string): string[] {
  const dir = join(dataDir, 'sms');
  return readdirSync(dir)
    .filter((f) => f.endsWith(`-${e164}.txt`))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

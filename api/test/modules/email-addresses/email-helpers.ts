import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../../src/app.js';
import { emailAddresses } from '../../../src/modules/email-addresses/schema.js';
import { expectAllauthAnswer } from '../../helpers/allauth-openapi.js';
import { type TestContext, uniqueEmail } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';

export const EMAIL = '/_allauth/browser/v1/account/email';
export const VERIFY = '/_allauth/browser/v1/auth/email/verify';
export const SIGNUP = '/_allauth/browser/v1/auth/signup';
export const PASSWORD = 'Correct-horse-1';
/** The public origin of these tests' apps (PUBLIC_URL). */
export const ORIGIN = 'http://lifeguard.test:8000';

/** A request to `/account/email` (any method, JSON body), its answer checked against allauth's file. */
export async function emailCall(
  browser: Browser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  body?: object,
) {
  const res = await browser.request({ method, url: EMAIL, ...(body ? { payload: body } : {}) });
  expectAllauthAnswer(method, EMAIL, res);
  return res;
}

/** A user with a password, created by `app.users.create` and signed in through login. */
export async function signedIn(app: App, email = uniqueEmail('mail')) {
  const user = await app.users.create({ email, password: PASSWORD, firstName: 'Ada' });
  const browser = new Browser(app);
  const res = await browser.login(email, PASSWORD);
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}`);
  return { user, browser };
}

/** The stored addresses of the user, primary first. */
export const addressRows = async (app: App, userId: number) =>
  (await app.db.select().from(emailAddresses))
    .filter((row) => row.userId === userId)
    .sort((a, b) => Number(b.primary) - Number(a.primary) || a.id - b.id);

/** Resolves once queued verification mails are written (the queue, then the mailer). */
export async function mailsSettled(app: App) {
  await app.emailAddresses.settled();
  await app.mailer.drain();
}

/** Mail files written to `email` so far, oldest first, as raw messages. */
export function mailsTo(ctx: TestContext, email: string): string[] {
  const dir = join(ctx.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(`-${email}.eml`) || file.includes(`-${email}-`))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** The key of the newest verification mail to `email`, read from its link as e2e tests do. */
export async function verificationKey(ctx: TestContext, email: string, origin = ORIGIN): Promise<string> {
  await mailsSettled(ctx.app);
  const mail = mailsTo(ctx, email).pop();
  if (!mail) throw new Error(`no mail to ${email}`);
  const escaped = origin.replace(/[.]/g, '\\.');
  const match = new RegExp(`\\r\\n${escaped}/app/account/verify-email/([A-Za-z0-9_-]+)\\r\\n`).exec(mail);
  if (!match?.[1]) throw new Error('no verification link in the mail');
  return match[1];
}

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mailboxDir } from '../../../src/modules/oidc/dev-provider/gmail/mailbox-dir.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { connectGmail } from '../email-protection/email-helpers.js';
import { putMessage } from '../oidc/dev-provider/gmail/stand-in.js';
import { SEND, VERIFY, codeIn, newNumber, textsIn } from '../phone/phone-helpers.js';
import { DELETE, PASSWORD, signedInWithPassword } from './account-helpers.js';

/**
 * Issue 30 item 8 (F15): deleting an account reaches the offline stand-ins too. The outbox
 * mail to any of the user's addresses (old reset links), the texts to their verified number and
 * their Gmail stand-in mailbox go; only the deletion's own confirmation is written after. Other
 * people's files stay.
 */
const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000', PASSWORD_REQUEST_RATE_LIMIT: '1000' });

const SCAM = 'From: "Scam" <a@scam.example>\r\nTo: x@example.com\r\nSubject: Hi\r\n\r\nBody\r\n';

/** The outbox mails written to `email`, by file name (any case), as text. */
async function mailsTo(email: string): Promise<string[]> {
  await ctx.app.auth.settled();
  await ctx.app.mailer.drain();
  const dir = join(ctx.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.toLowerCase().includes(`-${email.toLowerCase()}`))
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/**
 * A user with a password, a second address, a verified phone number and a connected Gmail
 * (the stand-in, with one message): mail, texts and a mailbox on disk.
 */
async function userWithFiles(firstName: string) {
  const { user, browser } = await signedInWithPassword(ctx.app, firstName);
  const second = `second.${user.email}`;
  const added = await browser.post('/_allauth/browser/v1/account/email', { email: second });
  expect(added.statusCode).toBe(200);
  const visitor = new Browser(ctx.app);
  await visitor.get('/_allauth/browser/v1/auth/session');
  const reset = await visitor.post('/_allauth/browser/v1/auth/password/request', { email: user.email });
  expect(reset.statusCode).toBe(200);

  const phone = newNumber();
  expect((await browser.post(SEND, { phone_number: phone.typed, device_type: 'ios' })).statusCode).toBe(200);
  const code = codeIn(textsIn(ctx.dataDir, phone.e164).at(-1) ?? '');
  const verified = await browser.post(VERIFY, { phone_number: phone.typed, code, device_type: 'ios' });
  expect(verified.statusCode).toBe(200);

  putMessage(ctx.dataDir, user.email, 'scam.eml', SCAM, 1_700_000_000);
  await connectGmail(ctx.app, browser);

  expect((await mailsTo(user.email)).join('\n')).toContain('/app/account/reset-password/');
  expect(await mailsTo(second)).not.toEqual([]);
  expect(textsIn(ctx.dataDir, phone.e164)).not.toEqual([]);
  expect(existsSync(mailboxDir(ctx.dataDir, user.email))).toBe(true);
  return { user, browser, second, phone };
}

const deleteAccount = (browser: Browser) => browser.post(DELETE, { password: PASSWORD });

describe('account deletion and the offline stand-ins (issue 30 item 8)', () => {
  it("removes the user's outbox mail, texts and Gmail mailbox, and keeps everyone else's", async () => {
    const leaving = await userWithFiles('Leaving');
    const staying = await userWithFiles('Staying');

    expect((await deleteAccount(leaving.browser)).statusCode).toBe(200);

    const left = await mailsTo(leaving.user.email);
    expect(left).toHaveLength(1);
    expect(left[0]).toContain('Subject: Your Lifeguard account has been deleted');
    expect(left[0]).not.toContain('reset-password');
    expect(await mailsTo(leaving.second)).toEqual([]);
    expect(textsIn(ctx.dataDir, leaving.phone.e164)).toEqual([]);
    expect(existsSync(mailboxDir(ctx.dataDir, leaving.user.email))).toBe(false);

    expect((await mailsTo(staying.user.email)).join('\n')).toContain('/app/account/reset-password/');
    expect(await mailsTo(staying.second)).not.toEqual([]);
    expect(textsIn(ctx.dataDir, staying.phone.e164)).not.toEqual([]);
    expect(existsSync(mailboxDir(ctx.dataDir, staying.user.email))).toBe(true);
  });

  it('keeps every file when the deletion is refused', async () => {
    const { user, browser, phone } = await userWithFiles('Refused');
    const refused = await browser.post(DELETE, { password: 'wrong-password' });
    expect(refused.statusCode).toBe(400);
    expect((await mailsTo(user.email)).join('\n')).toContain('/app/account/reset-password/');
    expect(textsIn(ctx.dataDir, phone.e164)).not.toEqual([]);
    expect(existsSync(mailboxDir(ctx.dataDir, user.email))).toBe(true);
  });
});

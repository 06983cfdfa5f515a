import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { phoneVerifications } from '../../../src/modules/phone/schema.js';
import { Browser } from '../../helpers/browser.js';
import { useTestApp } from '../../helpers/app.js';
import { SEND, VERIFY, apiErrorBody, codeIn, newNumber, signedInUser, textsIn } from './phone-helpers.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';

const SECRET_KEY = 'phone-test-secret-key-long-enough-0123456789';
const ctx = useTestApp({ SECRET_KEY });

const textsTo = (e164: string) => textsIn(ctx.dataDir, e164);

async function sentCode(device_type = 'ios') {
  const { user, browser } = await signedInUser(ctx.app);
  const phone = newNumber();
  const res = await browser.post(SEND, { phone_number: phone.typed, device_type });
  expect(res.statusCode).toBe(200);
  return { user, browser, phone, code: codeIn(textsTo(phone.e164).at(-1) ?? '') };
}

const errorOf = (res: { json(): { errors: unknown[] } }) => res.json().errors[0];

describe('POST /users/api/phone/send-verification/ (spec 000 §7, spec 001 §7 Phone)', () => {
  it('texts a 6-digit code to the E.164 number and says when it expires', async () => {
    const { browser } = await signedInUser(ctx.app);
    const phone = newNumber();
    const res = await browser.post(SEND, { phone_number: phone.typed, device_type: 'android' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Verification code sent.',
      phone_number: phone.e164,
      expires_in: 600,
    });
    const [text] = textsTo(phone.e164);
    expect(text).toMatch(
      new RegExp(
        `^To: \\${phone.e164}\n\nYour Lifeguard verification code is \\d{6}\\. It expires in 10 minutes\\.\n$`,
      ),
    );
  });

  it('accepts numbers written with a country code', async () => {
    const { browser } = await signedInUser(ctx.app);
    const res = await browser.post(SEND, { phone_number: '+33 6 12 34 56 78', device_type: 'mobile' });
    expect(res.json().phone_number).toBe('+33612345678');
  });

  it.each(['12', 'call me', '+1 201 555', '0201 555 0123'])(
    'refuses %p as not a phone number',
    async (input) => {
      const { browser } = await signedInUser(ctx.app);
      const res = await browser.post(SEND, { phone_number: input, device_type: 'ios' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        apiErrorBody('Enter a valid phone number.', 'invalid_phone_number', 'phone_number'),
      );
    },
  );

  it.each(['+44 20 7946 0958', '+1 900 555 0123', '(201) 555-0100 ext. 12'])(
    'refuses %p, which cannot receive a text',
    async (input) => {
      const { browser } = await signedInUser(ctx.app);
      const res = await browser.post(SEND, { phone_number: input, device_type: 'ios' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        message: 'This number cannot receive text messages. Enter a mobile number.',
        code: 'not_mobile',
        param: 'phone_number',
      });
    },
  );

  it('answers missing fields and unknown device types in our error shape', async () => {
    const { browser } = await signedInUser(ctx.app);
    const missing = await browser.post(SEND, { device_type: 'ios' });
    expect(missing.json()).toEqual(apiErrorBody('This field is required.', 'invalid', 'phone_number'));
    const landline = await browser.post(SEND, { phone_number: newNumber().typed, device_type: 'landline' });
    expect(landline.statusCode).toBe(400);
    expect(errorOf(landline)).toMatchObject({ code: 'invalid', param: 'device_type' });
  });

  it('asks for a 30 s wait before another code to the same number', async () => {
    const { browser, phone } = await sentCode();
    const res = await browser.post(SEND, { phone_number: phone.e164, device_type: 'ios' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(
      apiErrorBody('Please wait 30 seconds before requesting a new code.', 'resend_too_soon', 'phone_number'),
    );
    expect(textsTo(phone.e164)).toHaveLength(1);
  });

  it('stores only a keyed hash of the code', async () => {
    const { user, phone, code } = await sentCode();
    const rows = await ctx.app.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneNumber, phone.e164));
    expect(rows).toHaveLength(1);
    const expected = createHmac('sha256', SECRET_KEY)
      .update(`${user.id}:${phone.e164}:${code}`)
      .digest('hex');
    expect(rows[0]).toMatchObject({ userId: user.id, codeHash: expected, attempts: 0, usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('POST /users/api/phone/verify-code/ (spec 000 §4 Phone, spec 001 §4)', () => {
  it('verifies the number and stores it, phone_verified and device_type on the user', async () => {
    const { browser, phone, code } = await sentCode('android');
    const res = await browser.post(VERIFY, { phone_number: phone.typed, code, device_type: 'android' });
    expect(res.statusCode).toBe(200);
    const expected = { phone_number: phone.e164, phone_verified: true, device_type: 'android' };
    expect(res.json()).toEqual({ status: 'success', user: expect.objectContaining(expected) });
    const detail = await browser.get('/users/api/user/detail/');
    expect(detail.json().user).toMatchObject(expected);
  });

  it('accepts the code typed with spaces', async () => {
    const { browser, phone, code } = await sentCode();
    const typed = `${code.slice(0, 3)} ${code.slice(3)}`;
    const res = await browser.post(VERIFY, { phone_number: phone.e164, code: typed, device_type: 'ios' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong code and counts the attempt; the right one still works', async () => {
    const { browser, phone, code } = await sentCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await browser.post(VERIFY, { phone_number: phone.e164, code: wrong, device_type: 'ios' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(apiErrorBody('The verification code is incorrect.', 'invalid_code', 'code'));
    const [row] = await ctx.app.db
      .select({ attempts: phoneVerifications.attempts })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneNumber, phone.e164));
    expect(row?.attempts).toBe(1);
    const ok = await browser.post(VERIFY, { phone_number: phone.e164, code, device_type: 'ios' });
    expect(ok.statusCode).toBe(200);
  });

  it('allows 5 attempts per code, then asks for a new code', async () => {
    const { browser, phone, code } = await sentCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await browser.post(VERIFY, { phone_number: phone.e164, code: wrong, device_type: 'ios' });
      expect(errorOf(res)).toMatchObject({ code: 'invalid_code' });
    }
    const res = await browser.post(VERIFY, { phone_number: phone.e164, code, device_type: 'ios' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(
      apiErrorBody('Too many attempts. Request a new code.', 'too_many_attempts', 'code'),
    );
    expect((await browser.get('/users/api/user/detail/')).json().user.phone_verified).toBe(false);
  });

  it('uses a code up once', async () => {
    const { browser, phone, code } = await sentCode();
    const body = { phone_number: phone.e164, code, device_type: 'ios' };
    expect((await browser.post(VERIFY, body)).statusCode).toBe(200);
    const again = await browser.post(VERIFY, body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(
      apiErrorBody('No verification code was requested for this number.', 'no_pending_code', 'phone_number'),
    );
  });

  it("does not take another user's code for the same number", async () => {
    const { phone, code } = await sentCode();
    const other = await signedInUser(ctx.app);
    const res = await other.browser.post(VERIFY, { phone_number: phone.e164, code, device_type: 'ios' });
    expect(errorOf(res)).toMatchObject({ code: 'no_pending_code' });
  });

  it('refuses an invalid number before looking for a code', async () => {
    const { browser } = await signedInUser(ctx.app);
    const res = await browser.post(VERIFY, { phone_number: 'nope', code: '123456', device_type: 'ios' });
    expect(errorOf(res)).toMatchObject({ code: 'invalid_phone_number' });
  });
});

describe('phone calls when signed out', () => {
  it.each([
    [SEND, { phone_number: 42, device_type: 'landline' }],
    [VERIFY, { phone_number: '(201) 555-0199', device_type: 'ios' }],
  ])('%s answers 401 even to a bad body, then 403 without the CSRF token, then 400', async (url, badBody) => {
    const { browser } = await signedInUser(ctx.app);
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url, badBody });
  });

  it.each([
    [SEND, { phone_number: '(201) 555-0199', device_type: 'ios' }],
    [VERIFY, { phone_number: '(201) 555-0199', code: '123456', device_type: 'ios' }],
  ])('%s answers 401', async (url, body) => {
    const browser = new Browser(ctx.app);
    await browser.get('/users/api/user/detail/');
    const res = await browser.post(url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });
});

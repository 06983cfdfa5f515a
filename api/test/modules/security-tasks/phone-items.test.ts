import { eq } from 'drizzle-orm';
import { phoneVerifications } from '../../../src/modules/phone/schema.js';
import { users } from '../../../src/modules/users/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { codeIn, textsIn } from '../phone/phone-helpers.js';
import { itemAction, itemOf, itemsOf, type Item } from './tasks-helpers.js';

const ctx = useTestApp();

const errorOf = (res: { json(): { errors: unknown[] } }) => res.json().errors[0];

/** A signed-in user and their open verify_phone item. */
async function withPhoneItem() {
  const { user, browser } = await signedInUser(ctx.app);
  const item = itemOf(await itemsOf(browser), 'verify_phone') as Item;
  return { user, browser, item };
}

describe('POST .../action-items/{id}/verify_phone/ and verify_phone_code/ (spec 001 §4, §7)', () => {
  it('texts a code, then verifies the number with it and completes the item', async () => {
    const { user, browser, item } = await withPhoneItem();
    const sent = await browser.post(itemAction(item.id, 'verify_phone'), { phone_number: '(201) 555-0142' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(item);
    const code = codeIn(textsIn(ctx.dataDir, '+12015550142').at(-1) ?? '');
    expect(code).toMatch(/^\d{6}$/);

    const res = await browser.post(itemAction(item.id, 'verify_phone_code'), {
      verification_code: code,
      phone_number: '201-555-0142',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...item, completed: true, completed_at: expect.any(String) });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phoneNumber: '+12015550142', phoneVerified: true, deviceType: 'mobile' });
    const items = await itemsOf(browser);
    expect(itemOf(items, 'verify_phone')?.completed).toBe(true);
    expect(itemOf(items, 'register_donotcall')?.completed).toBe(false);
  });

  it("passes on the phone service's errors in our shape and leaves the item open", async () => {
    const { browser, item } = await withPhoneItem();
    const invalid = await browser.post(itemAction(item.id, 'verify_phone'), { phone_number: 'call me' });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid)).toEqual({
      message: 'Enter a valid phone number.',
      code: 'invalid_phone_number',
      param: 'phone_number',
    });
    await browser.post(itemAction(item.id, 'verify_phone'), { phone_number: '(201) 555-0143' });
    const again = await browser.post(itemAction(item.id, 'verify_phone'), { phone_number: '(201) 555-0143' });
    expect(again.statusCode).toBe(429);
    expect(errorOf(again)).toMatchObject({ code: 'resend_too_soon', param: 'phone_number' });
    const code = codeIn(textsIn(ctx.dataDir, '+12015550143').at(-1) ?? '');
    const wrongCode = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    const wrong = await browser.post(itemAction(item.id, 'verify_phone_code'), {
      verification_code: wrongCode,
      phone_number: '(201) 555-0143',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toEqual({
      message: 'The verification code is incorrect.',
      code: 'invalid_code',
      param: 'code',
    });
    expect(itemOf(await itemsOf(browser), 'verify_phone')?.completed).toBe(false);
  });

  it('validates the body', async () => {
    const { browser, item } = await withPhoneItem();
    const res = await browser.post(itemAction(item.id, 'verify_phone_code'), {
      phone_number: '(201) 555-0144',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: 'This field is required.', code: 'invalid', param: 'verification_code' }],
    });
  });

  it("answers 404 for another user's item and 400 for an item of another kind, sending nothing", async () => {
    const { item } = await withPhoneItem();
    const stranger = await withPhoneItem();
    const res = await stranger.browser.post(itemAction(item.id, 'verify_phone'), {
      phone_number: '(201) 555-0145',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', errors: [{ message: 'Not found.', code: 'not_found' }] });

    const other = itemOf(await itemsOf(stranger.browser), 'install_extension') as Item;
    const wrongKind = await stranger.browser.post(itemAction(other.id, 'verify_phone'), {
      phone_number: '(201) 555-0145',
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(errorOf(wrongKind)).toMatchObject({ code: 'invalid_action', param: 'id' });
    const sent = await ctx.app.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneNumber, '+12015550145'));
    expect(sent).toEqual([]);
  });
});

describe('POST .../action-items/{id}/register_donotcall/ (spec 001 §4, §7)', () => {
  async function withDoNotCallItem() {
    const { browser } = await signedInUser(ctx.app, { phone: '+12015550150' });
    return { browser, item: itemOf(await itemsOf(browser), 'register_donotcall') as Item };
  }

  it('records the number with the registry address and completes the item', async () => {
    const { browser, item } = await withDoNotCallItem();
    const res = await browser.post(itemAction(item.id, 'register_donotcall'), {
      phone_number: '(201) 555-0150',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...item,
      completed: true,
      completed_at: expect.any(String),
      data: { registered_number: '+12015550150', registry_url: 'https://www.donotcall.gov/' },
    });
    expect(itemOf(await itemsOf(browser), 'register_donotcall')?.completed).toBe(true);
  });

  it('takes US landlines but refuses numbers of other countries', async () => {
    const { browser, item } = await withDoNotCallItem();
    const abroad = await browser.post(itemAction(item.id, 'register_donotcall'), {
      phone_number: '+44 20 7946 0958',
    });
    expect(abroad.statusCode).toBe(400);
    expect(errorOf(abroad)).toEqual({
      message: 'Enter a valid US phone number. The Do Not Call Registry only takes US numbers.',
      code: 'invalid_phone_number',
      param: 'phone_number',
    });
    const landline = await browser.post(itemAction(item.id, 'register_donotcall'), {
      phone_number: '(212) 555-0100',
    });
    expect(landline.statusCode).toBe(200);
  });

  it("answers 404 for another user's item", async () => {
    const { item } = await withDoNotCallItem();
    const stranger = await withDoNotCallItem();
    const res = await stranger.browser.post(itemAction(item.id, 'register_donotcall'), {
      phone_number: '(201) 555-0150',
    });
    expect(res.statusCode).toBe(404);
  });
});

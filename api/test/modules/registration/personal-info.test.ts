import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { useTestApp } from '../../helpers/app.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';
import { DETAIL, PERSONAL_INFO, registered, visitor } from './register.js';

const ctx = useTestApp({ REGISTER_RATE_LIMIT: '1000' });

const names = { first_name: 'Ada', last_name: 'Lovelace' };

describe('POST /users/api/register/personal-info/ (spec 000 §7, step 2)', () => {
  it("answers allauth's 401 with flows when signed out", async () => {
    const res = await (await visitor(ctx.app)).post(PERSONAL_INFO, names);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });

  it('refuses signed out (401), then without CSRF token (403), then a bad body (400)', async () => {
    const { browser } = await registered(ctx.app);
    const badBody = { first_name: 'x'.repeat(151), last_name: 'Lovelace' };
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url: PERSONAL_INFO, badBody });
  });

  it('stores the trimmed names and answers the user', async () => {
    const { browser, email } = await registered(ctx.app);
    const res = await browser.post(PERSONAL_INFO, {
      first_name: '  Ada ',
      last_name: 'Lovelace\n',
      middle_name: ' King ',
      suffix: ' JR ',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      middle_name: 'King',
      suffix: 'JR',
      full_name: 'Ada King Lovelace JR',
      initials: 'AL',
    };
    expect(res.json()).toMatchObject({ status: 'success', user: expected });
    expect((await browser.get(DETAIL)).json().user).toMatchObject(expected);
  });

  it('takes middle name and suffix as optional, clearing earlier ones', async () => {
    const { browser } = await registered(ctx.app);
    await browser.post(PERSONAL_INFO, { ...names, middle_name: 'King', suffix: 'III' });
    const res = await browser.post(PERSONAL_INFO, names);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ ...names, middle_name: '', suffix: '' });
  });

  it('requires first and last name, blank or missing alike', async () => {
    const { browser } = await registered(ctx.app);
    for (const body of [{}, { first_name: '', last_name: '  ' }]) {
      const res = await browser.post(PERSONAL_INFO, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'error',
        errors: [
          { message: 'This field is required.', code: 'required', param: 'first_name' },
          { message: 'This field is required.', code: 'required', param: 'last_name' },
        ],
      });
    }
    expect((await browser.get(DETAIL)).json().user.first_name).toBe('');
  });

  it('refuses a suffix outside spec 000 §3', async () => {
    const { browser } = await registered(ctx.app);
    const res = await browser.post(PERSONAL_INFO, { ...names, suffix: 'Esq' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { message: 'Select a valid choice.', code: 'invalid_choice', param: 'suffix' },
    ]);
  });

  it('limits each name to 150 characters after trimming', async () => {
    const { browser } = await registered(ctx.app);
    const fits = await browser.post(PERSONAL_INFO, { ...names, first_name: ` ${'a'.repeat(150)} ` });
    expect(fits.statusCode).toBe(200);
    const res = await browser.post(PERSONAL_INFO, { ...names, last_name: 'b'.repeat(151) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        message: 'Ensure this value has at most 150 characters.',
        code: 'invalid',
        param: 'last_name',
      },
    ]);
  });
});

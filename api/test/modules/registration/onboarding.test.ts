import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { useTestApp } from '../../helpers/app.js';
import { expectRefusalOrder } from '../../helpers/refusal-order.js';
import { DETAIL, ONBOARDING, registered, visitor } from './register.js';

const ctx = useTestApp({ REGISTER_RATE_LIMIT: '1000' });

const answers = {
  protecting: ['self', 'parent'],
  experience: 'moderate',
  concerns: ['scams_phishing', 'account_security'],
  primary_concern: 'elderly_scam_protection',
  solutions: ['security_training', 'scam_detection', 'password_manager'],
};

/** The errors answered for `answers` changed by `change`. */
async function errorsFor(change: Record<string, unknown>) {
  const { browser } = await registered(ctx.app);
  const res = await browser.post(ONBOARDING, { responses: { ...answers, ...change } });
  expect(res.statusCode).toBe(400);
  expect(res.json().status).toBe('error');
  expect((await browser.get(DETAIL)).json().user.onboarding_responses).toEqual({});
  return res.json().errors;
}

/** The same error on each of `params`. */
const errorsOn = (params: string[], error: { message: string; code: string }) =>
  params.map((param) => ({ ...error, param }));

describe('POST /users/api/register/onboarding/ (spec 000 §3, §5, §7, step 3)', () => {
  it("answers allauth's 401 with flows when signed out", async () => {
    const res = await (await visitor(ctx.app)).post(ONBOARDING, { responses: answers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });

  it('refuses signed out (401), then without CSRF token (403), then a bad body (400)', async () => {
    const { browser } = await registered(ctx.app);
    const badBody = { responses: { ...answers, experience: {} } };
    await expectRefusalOrder(ctx.app, browser, { method: 'POST', url: ONBOARDING, badBody });
  });

  it('stores exactly the five answers, which the user detail then carries', async () => {
    const { browser } = await registered(ctx.app);
    const res = await browser.post(ONBOARDING, { responses: { ...answers, completed_at: 'x' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', user: { onboarding_responses: answers } });
    expect((await browser.get(DETAIL)).json().user.onboarding_responses).toEqual(answers);
  });

  it('takes "who protecting" as optional, storing an empty list', async () => {
    const { browser } = await registered(ctx.app);
    const { protecting: _omitted, ...rest } = answers;
    const res = await browser.post(ONBOARDING, { responses: rest });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.onboarding_responses).toEqual({ ...rest, protecting: [] });
  });

  it('requires one tech comfort and one primary concern', async () => {
    expect(await errorsFor({ experience: '', primary_concern: undefined })).toEqual([
      { message: 'This field is required.', code: 'required', param: 'experience' },
      { message: 'This field is required.', code: 'required', param: 'primary_concern' },
    ]);
  });

  it('takes 1 to 2 safety concerns', async () => {
    for (const concerns of [[], undefined]) {
      expect(await errorsFor({ concerns })).toEqual([
        { message: 'Please select at least 1 option', code: 'min_length', param: 'concerns' },
      ]);
    }
    const three = ['scams_phishing', 'privacy_identity', 'malware_threats'];
    expect(await errorsFor({ concerns: three })).toEqual([
      { message: 'Please select no more than 2 options', code: 'max_length', param: 'concerns' },
    ]);
  });

  it('takes 1 to 3 security solutions', async () => {
    expect(await errorsFor({ solutions: [] })).toEqual([
      { message: 'Please select at least 1 option', code: 'min_length', param: 'solutions' },
    ]);
    const four = ['security_training', 'scam_detection', 'web_protection', 'identity_protection'];
    expect(await errorsFor({ solutions: four })).toEqual([
      { message: 'Please select no more than 3 options', code: 'max_length', param: 'solutions' },
    ]);
  });

  it('refuses unknown codes in every answer', async () => {
    expect(
      await errorsFor({
        protecting: ['self', 'neighbour'],
        experience: 'guru',
        concerns: ['spam'],
        primary_concern: 'everything',
        solutions: ['antivirus'],
      }),
    ).toEqual(
      errorsOn(['protecting', 'experience', 'concerns', 'primary_concern', 'solutions'], {
        message: 'Select a valid choice.',
        code: 'invalid_choice',
      }),
    );
  });

  it('refuses an option selected twice', async () => {
    expect(
      await errorsFor({
        protecting: ['child', 'child'],
        concerns: ['scams_phishing', 'scams_phishing'],
        solutions: ['web_protection', 'web_protection'],
      }),
    ).toEqual(
      errorsOn(['protecting', 'concerns', 'solutions'], {
        message: 'Select each option only once.',
        code: 'duplicate',
      }),
    );
  });

  it('requires the responses object', async () => {
    const { browser } = await registered(ctx.app);
    const res = await browser.post(ONBOARDING, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: 'This field is required.', code: 'invalid', param: 'responses' }],
    });
  });
});

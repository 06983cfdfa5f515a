import { Browser } from '../../helpers/browser.js';
import { useTestApp } from '../../helpers/app.js';
import { DETAIL, ONBOARDING, PERSONAL_INFO, registered } from './register.js';

const ctx = useTestApp({ REGISTER_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });

describe('registration by email, end to end (spec 000 §4 "Registration")', () => {
  it('goes from an email to a password that signs in, keeping every answer', async () => {
    const { browser, email } = await registered(ctx.app);
    const names = { first_name: 'Grace', last_name: 'Hopper' };
    expect((await browser.post(PERSONAL_INFO, names)).statusCode).toBe(200);
    const responses = {
      protecting: ['self'],
      experience: 'beginner',
      concerns: ['privacy_identity'],
      primary_concern: 'identity_theft_prevention',
      solutions: ['identity_protection'],
    };
    expect((await browser.post(ONBOARDING, { responses })).statusCode).toBe(200);
    const setup = await browser.post('/users/api/password/setup/', { password: 'Strong-pass1' });
    expect(setup.json()).toEqual({ status: 'success' });

    const other = new Browser(ctx.app);
    expect((await other.login(email, 'Strong-pass1')).statusCode).toBe(200);
    expect((await other.get(DETAIL)).json().user).toMatchObject({
      email,
      ...names,
      has_usable_password: true,
      onboarding_responses: responses,
    });
  });
});

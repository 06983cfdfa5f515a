import type { App } from '../../../src/app.js';
import { Browser } from '../../helpers/browser.js';
import { uniqueEmail } from '../../helpers/app.js';

export const REGISTER_EMAIL = '/users/api/register/email/';
export const PERSONAL_INFO = '/users/api/register/personal-info/';
export const ONBOARDING = '/users/api/register/onboarding/';
export const DETAIL = '/users/api/user/detail/';

/** A browser that has visited the app (it holds a csrftoken) and no session. */
export async function visitor(app: App) {
  const browser = new Browser(app);
  await browser.get('/_allauth/browser/v1/auth/session');
  return browser;
}

/** A visitor that went through registration step 1 with a fresh email, hence signed in. */
export async function registered(app: App) {
  const browser = await visitor(app);
  const email = uniqueEmail();
  const res = await browser.post(REGISTER_EMAIL, { email });
  if (res.statusCode !== 200) throw new Error(`register/email answered ${res.statusCode}`);
  return { browser, email };
}

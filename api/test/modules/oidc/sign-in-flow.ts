import type { LightMyRequestResponse } from 'fastify';
import type { Browser } from '../../helpers/browser.js';

/** The origin the test browser uses (Host header of every request). */
export const ORIGIN = 'http://localhost:8000';
export const REDIRECT = '/_allauth/browser/v1/auth/provider/redirect';

/** GETs `location` (absolute, or a path on {@link ORIGIN}) as a browser following a redirect. */
export function visit(browser: Browser, location: string | undefined) {
  const url = new URL(location ?? '', ORIGIN);
  return browser.get(`${url.pathname}${url.search}`, { host: url.host });
}

/** Posts a browser form (urlencoded, no X-CSRFToken header) to `path` on {@link ORIGIN}. */
export function postForm(browser: Browser, path: string, fields: Record<string, string>) {
  return browser.request({
    method: 'POST',
    url: path,
    csrf: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: new URL(ORIGIN).host },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Submits the provider redirect form as the app's 'Sign in with Google' does (spec 000 §4). */
export async function startGoogleSignIn(browser: Browser, callbackUrl = '/app/auth/callback') {
  if (!browser.cookies.has('csrftoken')) await visit(browser, '/_allauth/browser/v1/auth/session');
  return postForm(browser, REDIRECT, {
    provider: 'google',
    process: 'login',
    callback_url: callbackUrl,
    csrfmiddlewaretoken: browser.cookies.get('csrftoken') ?? '',
  });
}

/** Every response of one sign-in at the development provider, in order. */
export type SignInSteps = Record<
  'start' | 'authorize' | 'page' | 'submit' | 'resume',
  LightMyRequestResponse
> & {
  /** Our callback URL with the provider's answer (code, state, iss), not yet visited. */
  callbackUrl: string;
};

/**
 * Signs in with Google against the development provider up to the provider's answer: provider
 * redirect (with `callbackUrl`), authorization endpoint, sign-in page, the form posted with
 * `form` (action 'continue' unless given), back to the authorization endpoint.
 */
export async function signInAtDevProvider(
  browser: Browser,
  form: Record<string, string>,
  callbackUrl?: string,
): Promise<SignInSteps> {
  const start = await startGoogleSignIn(browser, callbackUrl);
  const authorize = await visit(browser, start.headers.location);
  const page = await visit(browser, authorize.headers.location);
  const submit = await postForm(browser, new URL(authorize.headers.location ?? '', ORIGIN).pathname, {
    action: 'continue',
    ...form,
  });
  const resume = await visit(browser, submit.headers.location);
  return { start, authorize, page, submit, resume, callbackUrl: resume.headers.location ?? '' };
}

/** A whole Google sign-in with `form` (email, optional names); answers our callback's response. */
export async function signInWithGoogle(browser: Browser, form: Record<string, string>, callbackUrl?: string) {
  const steps = await signInAtDevProvider(browser, form, callbackUrl);
  return visit(browser, steps.callbackUrl);
}

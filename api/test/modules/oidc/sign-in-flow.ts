import { createHash } from 'node:crypto';
import type { ProviderProcess } from '@lifeguard/contracts/allauth';
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

/**
 * Submits the provider redirect form as the app's 'Sign in with Google' does (spec 000 §4), or,
 * with `process` 'connect', as a Providers page's 'Connect Google' (issue 16 §4).
 */
export async function startGoogleSignIn(
  browser: Browser,
  callbackUrl = '/app/auth/callback',
  process: ProviderProcess = 'login',
) {
  if (!browser.cookies.has('csrftoken')) await visit(browser, '/_allauth/browser/v1/auth/session');
  return postForm(browser, REDIRECT, {
    provider: 'google',
    process,
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
 * redirect (with `callbackUrl` and `process`), authorization endpoint, sign-in page, the form
 * posted with `form` (action 'continue' unless given), back to the authorization endpoint (through
 * the provider's sign-out when the browser was signed in there as another account).
 */
export async function signInAtDevProvider(
  browser: Browser,
  form: Record<string, string>,
  callbackUrl?: string,
  process?: ProviderProcess,
): Promise<SignInSteps> {
  const start = await startGoogleSignIn(browser, callbackUrl, process);
  const authorize = await visit(browser, start.headers.location);
  const page = await visit(browser, authorize.headers.location);
  const submit = await postForm(browser, new URL(authorize.headers.location ?? '', ORIGIN).pathname, {
    action: 'continue',
    ...form,
  });
  let resume = await visit(browser, submit.headers.location);
  // Another account than the provider's session: it ends that session first, by a form that
  // submits itself, then resumes.
  const logout = /action="([^"]+\/session\/end\/confirm)"[\s\S]*name="xsrf" value="([^"]+)"/.exec(
    resume.body,
  );
  if (logout) {
    const confirm = await postForm(browser, new URL(logout[1]!).pathname, {
      xsrf: logout[2]!,
      logout: 'yes',
    });
    resume = await visit(browser, confirm.headers.location);
  }
  return { start, authorize, page, submit, resume, callbackUrl: resume.headers.location ?? '' };
}

/** A whole Google sign-in with `form` (email, optional names); answers our callback's response. */
export async function signInWithGoogle(browser: Browser, form: Record<string, string>, callbackUrl?: string) {
  const steps = await signInAtDevProvider(browser, form, callbackUrl);
  return visit(browser, steps.callbackUrl);
}

/**
 * A whole 'Connect Google' (`process=connect`, issue 16 §4) from `browser` as the Google account
 * `form` describes; answers our callback's response.
 */
export async function connectGoogle(browser: Browser, form: Record<string, string>, callbackUrl?: string) {
  const steps = await signInAtDevProvider(browser, form, callbackUrl, 'connect');
  return visit(browser, steps.callbackUrl);
}

/** The development provider's subject for `email`: the SHA-256 of it lowercased (dev-provider/sign-in.ts). */
export const devSubject = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

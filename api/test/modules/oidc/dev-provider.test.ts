import { createHash } from 'node:crypto';
import { Browser } from '../../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { postForm, signInWithGoogle, startGoogleSignIn, visit } from './sign-in-flow.js';

const ctx = useTestApp();

/** The directives of a CSP header, by name. */
const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** A browser on the development provider's sign-in page; answers the page's path and HTML. */
async function openSignInPage(browser: Browser) {
  const start = new URL((await startGoogleSignIn(browser)).headers.location ?? '');
  start.searchParams.set('login_hint', '"><script>alert(1)</script>');
  const authorize = await visit(browser, start.href);
  const path = authorize.headers.location ?? '';
  return { path, page: await visit(browser, path) };
}

describe('the development provider (spec 000 §4, standing in for Google)', () => {
  it('publishes its discovery document on the configured origin, whatever allowed Host', async () => {
    for (const host of ['localhost:8000', '127.0.0.1:9999']) {
      const res = await visit(
        new Browser(ctx.app),
        `http://${host}/dev-oidc/.well-known/openid-configuration`,
      );
      // Default PUBLIC_URL: HOST 127.0.0.1 and PORT 8000 as http://localhost:8000 (issue 15 §1).
      expect(res.json()).toMatchObject({
        issuer: 'http://localhost:8000/dev-oidc',
        authorization_endpoint: 'http://localhost:8000/dev-oidc/auth',
        token_endpoint: 'http://localhost:8000/dev-oidc/token',
        code_challenge_methods_supported: ['S256'],
      });
    }
  });

  it('shows a sign-in page clearly marked as a development provider, escaping what it echoes', async () => {
    const { page } = await openSignInPage(new Browser(ctx.app));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Lifeguard development sign-in</h1>');
    expect(page.body).toContain(
      'This is a local development identity provider standing in for Google. No Google account is used.',
    );
    for (const field of ['email" type="email" required', 'given_name"', 'family_name"']) {
      expect(page.body).toContain(`name="${field}`);
    }
    expect(page.body).toContain('value="continue">Continue</button>');
    expect(page.body).toContain('value="cancel" formnovalidate>Cancel</button>');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('asks again for a valid email, keeping (escaped) what was typed', async () => {
    const browser = new Browser(ctx.app);
    const { path } = await openSignInPage(browser);
    const res = await postForm(browser, path, { action: 'continue', email: 'nope', given_name: '<b>Ada' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert">Enter a valid email address.</p>');
    expect(res.body).toContain('value="&lt;b&gt;Ada"');
  });

  // issue 30 item 10: the page that ends the first person's session submits itself by an inline
  // script, which a CSP without its hash blocked: the browser stayed on a blank page.
  it('lets the page that signs the first person out run its inline script, by its hash only', async () => {
    const browser = new Browser(ctx.app);
    await signInWithGoogle(browser, { email: uniqueEmail('first') });
    await browser.request({ method: 'DELETE', url: '/_allauth/browser/v1/auth/session' });
    const start = await startGoogleSignIn(browser);
    const authorize = await visit(browser, start.headers.location);
    await visit(browser, authorize.headers.location);
    const interaction = new URL(authorize.headers.location ?? '', 'http://localhost:8000').pathname;
    const submit = await postForm(browser, interaction, { action: 'continue', email: uniqueEmail('second') });
    const logout = await visit(browser, submit.headers.location);

    const scripts = [...logout.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    expect(scripts).toHaveLength(1);
    expect(logout.body).toMatch(/<form method="post" action="[^"]+\/session\/end\/confirm">/);
    const csp = directives(logout.headers['content-security-policy']);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(csp['script-src']).toEqual([`'sha256-${hash}'`]);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('allows no script on its other pages', async () => {
    const { page } = await openSignInPage(new Browser(ctx.app));
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual([]);
    expect(csp['default-src']).toEqual(["'none'"]);
  });

  it('answers a page for an unknown or finished interaction', async () => {
    const browser = new Browser(ctx.app);
    const { path } = await openSignInPage(browser);
    expect((await visit(new Browser(ctx.app), path)).statusCode).toBe(400);
    const submit = await postForm(browser, path, { action: 'continue', email: 'ada@example.com' });
    await visit(browser, submit.headers.location);
    const again = await postForm(browser, path, { action: 'continue', email: 'ada@example.com' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This sign-in has expired or was already used.');
  });
});

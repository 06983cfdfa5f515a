import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mobileAuthCodes } from '../../../src/modules/mobile-auth/schema.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { REDIRECT, buttonHref, codeOf, signedInBrowser } from './mobile-auth-helpers.js';

const ctx = useTestApp({ PUBLIC_URL: 'https://lifeguard.example' });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Spec 000 §4 mobile mode: GET /users/mobile-auth-redirect/. */
describe('GET /users/mobile-auth-redirect/', () => {
  it('sends a signed-out visitor to the sign-in screen in mobile mode, on PUBLIC_URL', async () => {
    const res = await new Browser(ctx.app).get(REDIRECT, { host: '127.0.0.1:9999' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://lifeguard.example/app/login?mobile=1');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the handoff page with a one-time code on the configured URI, and no token', async () => {
    const { user, browser } = await signedInBrowser(ctx.app);
    const res = await browser.get(REDIRECT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(res.body).toContain('<title>Return to the Lifeguard app</title>');
    expect(res.body).toContain('<h1>Return to the Lifeguard app</h1>');

    const link = buttonHref(res.body);
    expect(link).toMatch(/^lifeguard:\/\/auth\/callback\?code=[A-Za-z0-9_-]{43}$/);
    expect(res.body).toContain(`<meta http-equiv="refresh" content="0; url=${link}">`);
    const code = codeOf(link);
    // No JWT (they start 'eyJ') nor token field anywhere but in the random code itself.
    expect(res.body.replaceAll(code, '')).not.toMatch(/token|eyJ/i);
    const rows = await ctx.app.db.select().from(mobileAuthCodes).where(eq(mobileAuthCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.codeHash).toBe(sha256(code));
    expect(JSON.stringify(rows)).not.toContain(code);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThanOrEqual(59_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    expect(row?.usedAt).toBeNull();
  });

  it('issues a new code on each visit', async () => {
    const { browser } = await signedInBrowser(ctx.app);
    const first = codeOf(buttonHref((await browser.get(REDIRECT)).body));
    const second = codeOf(buttonHref((await browser.get(REDIRECT)).body));
    expect(first).not.toBe(second);
  });

  it('takes the link from the configuration, whatever Host the request names', async () => {
    const { browser } = await signedInBrowser(ctx.app);
    const res = await browser.get(REDIRECT, { host: 'localhost:9999', 'x-forwarded-host': 'evil.example' });
    expect(buttonHref(res.body)).toMatch(/^lifeguard:\/\/auth\/callback\?code=/);
    expect(res.body).not.toContain('evil.example');
  });
});

import { eq } from 'drizzle-orm';
import { socialAccounts } from '../../../src/modules/oidc/schema.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { expectAllauthContract } from '../../helpers/allauth-openapi.js';
import { Browser } from '../../helpers/browser.js';
import { impersonate, signedIn } from '../admin/admin-helpers.js';
import {
  connectGoogle,
  devSubject,
  signInAtDevProvider,
  signInWithGoogle,
  startGoogleSignIn,
  visit,
} from './sign-in-flow.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
const SESSION = '/_allauth/browser/v1/auth/session';
const PROVIDERS = '/_allauth/browser/v1/account/providers';
const CALLBACK = '/account/providers';

/** Who `browser` is signed in as (its user id and allauth methods), or null when signed out. */
async function whoIs(browser: Browser) {
  const res = await visit(browser, SESSION);
  expectAllauthContract('GET', SESSION, res);
  if (res.statusCode !== 200) return null;
  const { data } = res.json<{ data: { user: { id: number }; methods: unknown[] } }>();
  return { id: data.user.id, methods: data.methods };
}

const linksOf = (userId: number) =>
  ctx.app.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
const linkOf = async (email: string) =>
  (
    await ctx.app.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.uid, devSubject(email)))
  )[0];

describe('process=connect: connecting Google to the signed-in user (issue 16 §4)', () => {
  it('links the identity to the signed-in user, and the browser stays that user (the reported bug)', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const before = await whoIs(browser);
    const cookie = browser.cookies.get('sessionid');
    const googleEmail = uniqueEmail('gmail');

    const res = await connectGoogle(browser, { email: googleEmail, given_name: 'Ann' }, CALLBACK);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(CALLBACK);
    expect(await whoIs(browser)).toEqual({ id: user.id, methods: before?.methods });
    expect(browser.cookies.get('sessionid')).toBe(cookie);
    expect(await ctx.app.users.findByEmail(googleEmail)).toBeNull();
    expect(await linksOf(user.id)).toEqual([
      expect.objectContaining({
        provider: 'google',
        uid: devSubject(googleEmail),
        extraData: expect.objectContaining({ email: googleEmail }),
      }),
    ]);
    const listed = await browser.get(PROVIDERS);
    expectAllauthContract('GET', PROVIDERS, listed);
    expect(listed.json().data).toEqual([
      {
        uid: devSubject(googleEmail),
        display: googleEmail,
        provider: { id: 'google', name: 'Google', flows: ['provider_redirect'] },
      },
    ]);
  });

  it("links whatever the identity's email says, even another account's address", async () => {
    const { user, browser } = await signedIn(ctx.app);
    const other = await ctx.app.users.create({ email: uniqueEmail('other'), password: 'Other-pass-123' });
    const res = await connectGoogle(browser, { email: other.email }, CALLBACK);
    expect(res.headers.location).toBe(CALLBACK);
    expect((await linkOf(other.email))?.userId).toBe(user.id);
    expect(await linksOf(other.id)).toEqual([]);
    // Google sign-in as that identity now signs in as the user who connected it.
    const elsewhere = new Browser(ctx.app);
    await signInWithGoogle(elsewhere, { email: other.email });
    expect((await whoIs(elsewhere))?.id).toBe(user.id);
  });

  it('keeps an identity already connected to the same user, refreshing its claims', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const googleEmail = uniqueEmail('gmail');
    await connectGoogle(browser, { email: googleEmail }, CALLBACK);
    const res = await connectGoogle(browser, { email: googleEmail, given_name: 'Later' }, CALLBACK);
    expect(res.headers.location).toBe(CALLBACK);
    const links = await linksOf(user.id);
    expect(links).toHaveLength(1);
    expect(links[0]?.extraData).toMatchObject({ given_name: 'Later' });
    expect((await whoIs(browser))?.id).toBe(user.id);
  });

  it('fails with connected_other for an identity of another user, changing nothing', async () => {
    const googleEmail = uniqueEmail('taken');
    const owner = new Browser(ctx.app);
    await signInWithGoogle(owner, { email: googleEmail, given_name: 'Owner' });
    const ownerId = (await whoIs(owner))!.id;
    const before = await linkOf(googleEmail);

    const { user, browser } = await signedIn(ctx.app);
    const res = await connectGoogle(browser, { email: googleEmail, given_name: 'Thief' }, CALLBACK);
    expect(res.headers.location).toBe(`${CALLBACK}?error=connected_other&error_process=connect`);
    expect(await linkOf(googleEmail)).toEqual(before);
    expect(before?.userId).toBe(ownerId);
    expect(await linksOf(user.id)).toEqual([]);
    expect((await whoIs(browser))?.id).toBe(user.id);
    expect((await whoIs(owner))?.id).toBe(ownerId);
  });

  it('is refused signed out, before the provider: permission_denied, no flow kept', async () => {
    const browser = new Browser(ctx.app);
    const res = await startGoogleSignIn(browser, CALLBACK, 'connect');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${CALLBACK}?error=permission_denied&error_process=connect`);
    expect(browser.cookies.has('oidc_flow')).toBe(false);
  });

  it('fails when the session that started it signed out meanwhile, signing nobody in', async () => {
    const { browser } = await signedIn(ctx.app);
    const googleEmail = uniqueEmail('gmail');
    const steps = await signInAtDevProvider(browser, { email: googleEmail }, CALLBACK, 'connect');
    await browser.request({ method: 'DELETE', url: SESSION });
    const res = await visit(browser, steps.callbackUrl);
    expect(res.headers.location).toBe(`${CALLBACK}?error=permission_denied&error_process=connect`);
    expect(await whoIs(browser)).toBeNull();
    expect(await ctx.app.users.findByEmail(googleEmail)).toBeNull();
    expect(await linkOf(googleEmail)).toBeUndefined();
  });

  it('fails when another user signed in meanwhile: only the starting session may connect', async () => {
    const first = await signedIn(ctx.app);
    const second = await signedIn(ctx.app);
    const googleEmail = uniqueEmail('gmail');
    const steps = await signInAtDevProvider(first.browser, { email: googleEmail }, CALLBACK, 'connect');
    // The flow cookie travels to a browser signed in as someone else.
    second.browser.cookies.set('oidc_flow', first.browser.cookies.get('oidc_flow')!);
    const res = await visit(second.browser, steps.callbackUrl);
    expect(res.headers.location).toBe(`${CALLBACK}?error=permission_denied&error_process=connect`);
    expect(await linkOf(googleEmail)).toBeUndefined();
    expect((await whoIs(second.browser))?.id).toBe(second.user.id);
  });

  it('is refused while a superuser impersonates: their identity never joins the user', async () => {
    const admin = await signedIn(ctx.app, { superuser: true });
    const { user } = await signedIn(ctx.app);
    await impersonate(admin.browser, user.id);
    const res = await startGoogleSignIn(admin.browser, CALLBACK, 'connect');
    expect(res.headers.location).toBe(`${CALLBACK}?error=permission_denied&error_process=connect`);
    expect(await linksOf(user.id)).toEqual([]);
  });

  it('answers cancelled when the user cancels at the provider, still signed in', async () => {
    const { user, browser } = await signedIn(ctx.app);
    const steps = await signInAtDevProvider(browser, { action: 'cancel' }, CALLBACK, 'connect');
    const res = await visit(browser, steps.callbackUrl);
    expect(res.headers.location).toBe(`${CALLBACK}?error=cancelled&error_process=connect`);
    expect((await whoIs(browser))?.id).toBe(user.id);
    expect(await linksOf(user.id)).toEqual([]);
  });
});

import { AVATAR_MAX_BYTES } from '@lifeguard/contracts/account';
import { eq } from 'drizzle-orm';
import { avatars } from '../../../src/modules/users/schema.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import {
  AVATAR,
  DETAIL,
  IMAGES,
  join,
  personalFamily,
  signedInWithPassword,
  upload,
} from './account-helpers.js';

const ctx = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

const AVATAR_URL = /^\/users\/api\/avatars\/(\d+)\/([A-Za-z0-9_-]{16})\/$/;
const INVALID_IMAGE = {
  status: 'error',
  errors: [expect.objectContaining({ code: 'invalid_image', param: 'avatar' })],
};

const avatarUrlOf = async (browser: Browser) =>
  (await browser.get(DETAIL)).json().user.avatar_url as string | null;

describe('PUT /users/api/user/avatar/', () => {
  it('refuses signed out (401) before reading the body, and without the CSRF token (403)', async () => {
    const visitor = new Browser(ctx.app);
    await visitor.get('/_allauth/browser/v1/auth/session');
    const signedOut = await upload(visitor, 'image/png', IMAGES['image/png']);
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, unauthenticated()]);

    const { browser } = await signedInWithPassword(ctx.app);
    const noToken = await browser.request({
      method: 'PUT',
      url: AVATAR,
      payload: IMAGES['image/png'],
      headers: { 'content-type': 'image/png' },
      csrf: false,
    });
    expect([noToken.statusCode, noToken.json().errors[0].code]).toEqual([403, 'csrf_failed']);
    expect(await avatarUrlOf(browser)).toBeNull();
  });

  it('stores each image type and serves it back at avatar_url to the user', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    for (const [type, bytes] of Object.entries(IMAGES)) {
      const res = await upload(browser, type, bytes);
      expect(res.statusCode).toBe(200);
      const url = res.json().user.avatar_url as string;
      expect(url).toMatch(AVATAR_URL);
      expect(url.startsWith(`/users/api/avatars/${user.id}/`)).toBe(true);
      expect(await avatarUrlOf(browser)).toBe(url);

      const served = await browser.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': type,
        'cache-control': 'private, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
    }
  });

  it('gives a replaced avatar a new URL; the old one answers 404', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    const first = (await upload(browser, 'image/png', IMAGES['image/png'])).json().user.avatar_url;
    const second = (await upload(browser, 'image/jpeg', IMAGES['image/jpeg'])).json().user.avatar_url;
    expect(second).not.toBe(first);
    expect((await browser.get(first)).statusCode).toBe(404);
    expect((await browser.get(second)).headers['content-type']).toBe('image/jpeg');
    const rows = await ctx.app.db.select().from(avatars).where(eq(avatars.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['JPEG bytes declared as PNG', 'image/png', IMAGES['image/jpeg']],
    ['PNG bytes declared as GIF', 'image/gif', IMAGES['image/png']],
    ['text declared as WebP', 'image/webp', Buffer.from('RIFF....WEBX not really an image')],
    ['an HTML page declared as JPEG', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a truncated PNG signature', 'image/png', IMAGES['image/png'].subarray(0, 7)],
    ['an empty body', 'image/png', Buffer.alloc(0)],
  ])('answers 400 invalid_image for %s, keeping the avatar', async (_case, type, bytes) => {
    const { browser } = await signedInWithPassword(ctx.app);
    const kept = (await upload(browser, 'image/gif', IMAGES['image/gif'])).json().user.avatar_url;
    const res = await upload(browser, type, bytes);
    expect([res.statusCode, res.json()]).toEqual([400, INVALID_IMAGE]);
    expect(await avatarUrlOf(browser)).toBe(kept);
  });

  it('answers 415 for a type that is not an avatar type (SVG, JSON)', async () => {
    const { browser } = await signedInWithPassword(ctx.app);
    const svg = await upload(
      browser,
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ status: 'error', errors: [{ code: expect.any(String) }] });
    const json = await browser.request({ method: 'PUT', url: AVATAR, payload: { avatar: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await avatarUrlOf(browser)).toBeNull();
  });

  it('accepts exactly 2 MB and answers 413 in our error shape beyond', async () => {
    const { browser } = await signedInWithPassword(ctx.app);
    const png = IMAGES['image/png'];
    const largest = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES - png.length)]);
    const ok = await upload(browser, 'image/png', largest);
    expect(ok.statusCode).toBe(200);
    const kept = ok.json().user.avatar_url;
    expect((await browser.get(kept)).rawPayload.equals(largest)).toBe(true);

    const res = await upload(browser, 'image/png', Buffer.concat([largest, Buffer.alloc(1)]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [{ message: expect.any(String), code: 'ctp_body_too_large' }],
    });
    expect(await avatarUrlOf(browser)).toBe(kept);
  });

  it('answers 429 past 10 uploads a minute', async () => {
    const { browser } = await signedInWithPassword(ctx.app);
    for (let i = 0; i < 10; i++)
      expect((await upload(browser, 'image/gif', IMAGES['image/gif'])).statusCode).toBe(200);
    const res = await upload(browser, 'image/gif', IMAGES['image/gif']);
    expect([res.statusCode, res.json().errors[0].code]).toEqual([429, 'rate_limited']);
  });
});

describe('GET /users/api/avatars/{user_id}/{version}/', () => {
  it('serves the avatar to a member of a family of the owner, and 404 to anyone else', async () => {
    const owner = await signedInWithPassword(ctx.app);
    const url = (await upload(owner.browser, 'image/png', IMAGES['image/png'])).json().user.avatar_url;

    const stranger = await signedInWithPassword(ctx.app, 'Mallory');
    const hidden = await stranger.browser.get(url);
    expect([hidden.statusCode, hidden.json()]).toEqual([
      404,
      { status: 'error', errors: [expect.objectContaining({ code: 'not_found' })] },
    ]);

    const relative = await signedInWithPassword(ctx.app, 'Byron');
    await join(ctx.app, (await personalFamily(ctx.app, owner.user.id)).id, relative.user.id);
    const shown = await relative.browser.get(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(IMAGES['image/png'])).toBe(true);
  });

  it('answers 401 signed out, 404 for a wrong version or a user without one, 400 for a bad path', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    const url = (await upload(browser, 'image/png', IMAGES['image/png'])).json().user.avatar_url as string;
    const signedOut = await new Browser(ctx.app).get(url);
    expect([signedOut.statusCode, signedOut.json()]).toEqual([401, unauthenticated()]);

    expect((await browser.get(`/users/api/avatars/${user.id}/AAAAAAAAAAAAAAAA/`)).statusCode).toBe(404);
    const other = await signedInWithPassword(ctx.app);
    expect((await browser.get(`/users/api/avatars/${other.user.id}/AAAAAAAAAAAAAAAA/`)).statusCode).toBe(404);
    expect((await browser.get(`/users/api/avatars/${user.id}/bad.version/`)).statusCode).toBe(400);
    expect((await browser.get(`/users/api/avatars/99999999999/AAAAAAAAAAAAAAAA/`)).statusCode).toBe(400);
  });
});

describe('DELETE /users/api/user/avatar/', () => {
  it('removes the image and avatar_url (the initials show again)', async () => {
    const { user, browser } = await signedInWithPassword(ctx.app);
    const url = (await upload(browser, 'image/webp', IMAGES['image/webp'])).json().user.avatar_url;
    const res = await browser.request({ method: 'DELETE', url: AVATAR });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ avatar_url: null, initials: 'AL' });
    expect((await browser.get(url)).statusCode).toBe(404);
    expect(await ctx.app.db.select().from(avatars).where(eq(avatars.userId, user.id))).toEqual([]);
    // Removing when there is none is not an error.
    expect((await browser.request({ method: 'DELETE', url: AVATAR })).statusCode).toBe(200);
  });

  it('refuses signed out (401) and without the CSRF token (403)', async () => {
    const visitor = new Browser(ctx.app);
    expect((await visitor.request({ method: 'DELETE', url: AVATAR })).statusCode).toBe(401);
    const { browser } = await signedInWithPassword(ctx.app);
    const url = (await upload(browser, 'image/png', IMAGES['image/png'])).json().user.avatar_url;
    expect((await browser.request({ method: 'DELETE', url: AVATAR, csrf: false })).statusCode).toBe(403);
    expect(await avatarUrlOf(browser)).toBe(url);
  });
});

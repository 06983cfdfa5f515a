import { decodeJwt } from 'jose';
import { createExtensionTokens } from '../../../src/modules/tokens/service.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';
import { Browser } from '../../helpers/browser.js';
import { uniqueEmail, useTestApp } from '../../helpers/app.js';

const ctx = useTestApp();
const TOKENS = '/api/extension-auth-tokens/';

describe('GET /api/extension-auth-tokens/', () => {
  it("answers allauth's 401 with flows when signed out", async () => {
    const res = await new Browser(ctx.app).get(TOKENS);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });

  it('issues access and refresh JWTs that the verifier accepts', async () => {
    const email = uniqueEmail();
    const user = await ctx.app.users.create({ email, password: 'Password-123' });
    const browser = new Browser(ctx.app);
    await browser.login(email, 'Password-123');
    const res = await browser.get(TOKENS);
    expect(res.statusCode).toBe(200);
    const { access_token, refresh_token } = res.json();
    const access = decodeJwt(access_token);
    expect(access).toMatchObject({ sub: String(user.id), iss: 'lifeguard', type: 'access' });
    expect(access.exp! - access.iat!).toBe(15 * 60);
    const refresh = decodeJwt(refresh_token);
    expect(refresh).toMatchObject({ type: 'refresh' });
    expect(refresh.exp! - refresh.iat!).toBe(7 * 24 * 60 * 60);
    expect(await ctx.app.extensionTokens.verifyAccessToken(access_token)).toBe(user.id);
    expect(await ctx.app.extensionTokens.verify(refresh_token, 'refresh')).toBe(user.id);
  });

  it('rejects a refresh token as access, a tampered token and another key', async () => {
    const { access_token, refresh_token } = await ctx.app.extensionTokens.issue(42);
    expect(await ctx.app.extensionTokens.verifyAccessToken(refresh_token)).toBeNull();
    expect(await ctx.app.extensionTokens.verifyAccessToken(`${access_token}x`)).toBeNull();
    const other = createExtensionTokens('a-different-secret-key-of-enough-length-000');
    expect(await other.verifyAccessToken(access_token)).toBeNull();
  });
});

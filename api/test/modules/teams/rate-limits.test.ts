import { uniqueEmail, useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { ACCEPT_RATE_LIMIT, PREVIEW_RATE_LIMIT } from '../../../src/modules/teams/routes/invitations.js';
import { INVITE_RATE_LIMIT } from '../../../src/modules/teams/routes/family.js';
import { acceptUrl, family, invite, previewUrl } from './teams-helpers.js';

const ctx = useTestApp();
const KEY = 'k'.repeat(43);

describe('rate limits of the family calls (issue 13)', () => {
  it('limits invitations and resends per user: 429 past INVITE_RATE_LIMIT a minute', async () => {
    const { owner, team } = await family(ctx.app, []);
    for (let i = 0; i < INVITE_RATE_LIMIT; i++) {
      expect((await invite(owner.browser, team, uniqueEmail())).statusCode).toBe(201);
    }
    const res = await invite(owner.browser, team, uniqueEmail());
    expect([res.statusCode, res.json().errors[0].code]).toEqual([429, 'rate_limited']);
    // Another admin is counted on their own.
    const other = await family(ctx.app, []);
    expect((await invite(other.owner.browser, other.team, uniqueEmail())).statusCode).toBe(201);
  });

  it('limits previews and accepts per IP', async () => {
    const visitor = new Browser(ctx.app);
    const from = (remoteAddress: string) => ({
      method: 'GET' as const,
      url: previewUrl(1, KEY),
      remoteAddress,
    });
    for (let i = 0; i < PREVIEW_RATE_LIMIT; i++) {
      expect((await visitor.request(from('10.0.0.1'))).statusCode).toBe(404);
    }
    expect((await visitor.request(from('10.0.0.1'))).statusCode).toBe(429);
    expect((await visitor.request(from('10.0.0.2'))).statusCode).toBe(404);

    const { owner } = await family(ctx.app, []);
    const accept = (remoteAddress: string) =>
      owner.browser.request({ method: 'POST', url: acceptUrl(1), payload: { key: KEY }, remoteAddress });
    for (let i = 0; i < ACCEPT_RATE_LIMIT; i++) expect((await accept('10.0.0.3')).statusCode).toBe(404);
    expect((await accept('10.0.0.3')).statusCode).toBe(429);
  });
});

import { eq } from 'drizzle-orm';
import { educationalArticles } from '../../../src/modules/safety-resources/schema.js';
import { users } from '../../../src/modules/users/schema.js';
import { ARTICLES } from '../../../src/modules/safety-resources/articles.js';
import { useTestApp } from '../../helpers/app.js';
import { Browser } from '../../helpers/browser.js';
import { signedInUser } from '../darkweb/darkweb-helpers.js';
import { unauthenticated } from '../../../src/plugins/authenticate.js';

const ctx = useTestApp();
const CONTENT = '/safety-resources/api/educational-content/';

type Article = { slug: string; category: string } & Record<string, unknown>;

describe('GET /safety-resources/api/educational-content/ (spec 001 §3, §7)', () => {
  it('answers 401 when signed out', async () => {
    const res = await new Browser(ctx.app).get(CONTENT);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthenticated());
  });

  it('lists every stored article in a list envelope, in the default order without answers', async () => {
    const { browser } = await signedInUser(ctx.app);
    const res = await browser.get(CONTENT);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ count: number; results: Article[] }>();
    expect(body).toMatchObject({ count: ARTICLES.length, next: null, previous: null });
    expect(body.results.map((a) => a.slug)).toEqual(ARTICLES.map((a) => a.slug));
    const [first] = ARTICLES;
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      slug: first?.slug,
      title: first?.title,
      summary: first?.summary,
      body: first?.body,
      category: first?.category,
      reading_minutes: expect.any(Number),
      url: first?.url,
    });
  });

  it("puts the articles matching the user's onboarding answers first", async () => {
    const { user, browser } = await signedInUser(ctx.app);
    await ctx.app.db
      .update(users)
      .set({
        onboardingResponses: {
          protecting: ['child'],
          concerns: ['privacy_identity'],
          primary_concern: 'identity_theft_prevention',
        },
      })
      .where(eq(users.id, user.id));
    const slugs = (await browser.get(CONTENT)).json<{ results: Article[] }>().results.map((a) => a.slug);
    // 6 points (privacy 2, identity theft 3, child 1), then 5, each tie in the default order.
    expect(slugs.slice(0, 4)).toEqual([
      'freezing-your-credit',
      'social-media-privacy-settings',
      'two-factor-authentication',
      'after-a-data-breach',
    ]);
    expect(slugs.indexOf('tech-support-scams')).toBeGreaterThan(slugs.indexOf('two-factor-authentication'));
  });

  it('seeds idempotently by slug: a second seed updates the text and adds no row', async () => {
    const [first, ...rest] = ARTICLES;
    if (!first) throw new Error('no articles');
    await ctx.app.safetyResources.seed([{ ...first, title: 'A new title' }, ...rest]);
    await ctx.app.safetyResources.seed(ARTICLES);
    const rows = await ctx.app.db.select().from(educationalArticles);
    expect(rows).toHaveLength(ARTICLES.length);
    expect(rows.find((r) => r.slug === first.slug)?.title).toBe(first.title);
  });
});

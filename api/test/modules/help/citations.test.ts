import { createSecurityAgent } from '../../../src/modules/agents/providers/security-agent/agent.js';
import { useTestApp } from '../../helpers/app.js';
import { fakeRun, request } from '../agents/providers/fake-run.js';
import { runTool } from '../agents/tools/tool-helpers.js';

/** The configured origin users see: links are built from it, never from a request's Host. */
const ORIGIN = 'https://family.lifeguard.test';
const ctx = useTestApp({ PUBLIC_URL: ORIGIN });

type Found = { articles: { slug: string; title: string; url: string }[] };

describe("the assistant cites the help centre's articles (issue 33 item 1)", () => {
  it("answers each article's /help/<slug>/ page on the configured origin, a page that exists", async () => {
    const { articles } = await runTool<Found>(ctx.app, 1, 'search_safety_articles', {
      query: 'how do I turn on 2fa',
    });
    expect(articles[0]).toMatchObject({
      slug: 'two-factor-sign-in',
      url: `${ORIGIN}/help/two-factor-sign-in/`,
    });
    for (const { slug, url } of articles) {
      expect(url).toBe(`${ORIGIN}/help/${slug}/`);
      const page = await ctx.app.inject({ method: 'GET', url: url.slice(ORIGIN.length) });
      expect(page.statusCode).toBe(200);
    }
  });

  it('reads the same articles as the help centre: what one finds, the other shows', async () => {
    const { articles } = await runTool<Found>(ctx.app, 1, 'search_safety_articles', {
      query: 'gift card payment fraud bank',
    });
    const page = await ctx.app.inject({ method: 'GET', url: '/help/gift-card-payment-red-flags/' });
    expect(articles[0]?.slug).toBe('gift-card-payment-red-flags');
    expect(page.body).toContain(`<h1 id="article-title">${articles[0]?.title}</h1>`);
  });

  it("links the built-in agent's answer to the article", async () => {
    const run = fakeRun(ctx.app, 1);
    await createSecurityAgent().answer(request('How do I invite my family to Lifeguard?'), run.run);
    expect(run.calls.map((call) => call.name)).toEqual(['search_safety_articles']);
    expect(run.text()).toContain(
      `Read more in our guide "Families and invitations" (${ORIGIN}/help/families-and-invitations/).`,
    );
  });
});
